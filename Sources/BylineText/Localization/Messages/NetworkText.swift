import Foundation

/// What a failed request says: HTTP statuses, transport failures, limits.
public enum NetworkText: String, CatalogueMessage {
    case invalidURL, requestBuildFailed, wantsCredentials, refuses, nothingThere, tooManyRequests
    case tryAgainIn, tryAgainLater, rejected, unavailable, serverFailed, unexpectedStatus, unexpectedStatusTo
    case couldNotRead, responseTooLarge, tooManyRedirects, statusWithText
    case seconds1, secondsN, minutesN, hoursN
    case timedOut, timedOutAfter, cannotConnect, cannotFindHost, tls, connectionLost, cancelled, other

    /// The English template.
    public var english: String {
        switch self {
        case .invalidURL: "invalid URL: {1}"
        case .requestBuildFailed: "could not build the request: {1}"
        case .wantsCredentials: "the server wants valid credentials (a user name and password, or a token)"
        case .refuses: "the server refuses this request"
        case .nothingThere: "nothing at that address (check the URL)"
        case .tooManyRequests: "too many requests"
        case .tryAgainIn: " (try again in {1})"
        case .tryAgainLater: " (try again later)"
        case .rejected: "the server rejected the request"
        case .unavailable: "the server is unavailable"
        case .serverFailed: "the server failed; try again later"
        case .unexpectedStatus: "unexpected {1}"
        case .unexpectedStatusTo: "unexpected {1} to {2}"
        case .couldNotRead: "could not read the {1}: {2}{3}"
        case .responseTooLarge: "the response is larger than the {1} limit; not read"
        case .tooManyRedirects: "too many redirects (more than {1}); the server may be redirecting in a loop"
        case .statusWithText: "{1}: {2}"
        case .seconds1: "1 second"
        case .secondsN: "{1} seconds"
        case .minutesN: "{1} minutes"
        case .hoursN: "{1} hours"
        case .timedOut: "timed out: the server did not answer"
        case .timedOutAfter: "timed out after {1} s: the server did not answer"
        case .cannotConnect: "could not connect to {1}: {2}"
        case .cannotFindHost: "could not find the host {1} (check the name and your network)"
        case .tls: "secure connection failed: {1}"
        case .connectionLost: "the connection was lost before the answer was complete"
        case .cancelled: "the request was cancelled"
        case .other: "network error: {1}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .invalidURL: "잘못된 URL: {1}"
        case .requestBuildFailed: "요청을 만들 수 없습니다: {1}"
        case .wantsCredentials: "서버가 올바른 인증 정보(사용자 이름과 비밀번호, 또는 토큰)를 요구합니다"
        case .refuses: "서버가 이 요청을 거부합니다"
        case .nothingThere: "그 주소에 아무것도 없습니다 (URL을 확인하세요)"
        case .tooManyRequests: "요청이 너무 많습니다"
        case .tryAgainIn: " ({1} 후에 다시 시도하세요)"
        case .tryAgainLater: " (나중에 다시 시도하세요)"
        case .rejected: "서버가 요청을 거절했습니다"
        case .unavailable: "서버를 사용할 수 없습니다"
        case .serverFailed: "서버 오류입니다. 나중에 다시 시도하세요"
        case .unexpectedStatus: "예상하지 못한 응답 {1}"
        case .unexpectedStatusTo: "예상하지 못한 응답 {1} ({2}(으)로)"
        case .couldNotRead: "{1}을(를) 읽을 수 없습니다: {2}{3}"
        case .responseTooLarge: "응답이 한도 {1}보다 커서 읽지 않았습니다"
        case .tooManyRedirects: "리디렉션이 너무 많습니다 ({1}회 초과). 서버가 순환 리디렉션 중일 수 있습니다"
        case .statusWithText: "{1}: {2}"
        case .seconds1: "1초"
        case .secondsN: "{1}초"
        case .minutesN: "{1}분"
        case .hoursN: "{1}시간"
        case .timedOut: "시간 초과: 서버가 응답하지 않았습니다"
        case .timedOutAfter: "{1}초 후 시간 초과: 서버가 응답하지 않았습니다"
        case .cannotConnect: "{1}에 연결할 수 없습니다: {2}"
        case .cannotFindHost: "호스트 {1}을(를) 찾을 수 없습니다 (이름과 네트워크를 확인하세요)"
        case .tls: "보안 연결 실패: {1}"
        case .connectionLost: "응답이 끝나기 전에 연결이 끊겼습니다"
        case .cancelled: "요청이 취소되었습니다"
        case .other: "네트워크 오류: {1}"
        }
    }
}
