import Foundation

/// The reasons inside a network error: what is wrong with a URL, why a connection or a
/// transfer failed, and why a JSON answer could not be read.
public enum NetworkDetailText: String, CatalogueMessage {
    case notValidURL, emptyURL, noScheme, unsupportedScheme, noHost, invalidPort, cannotBuildURL
    case redirectElsewhere, redirectMayElsewhere, httpOnly, theServer, theProxy, proxyUnresolved
    case tlsFailure, closedWithoutAnswer, notValidHTTP, notHTTP, invalidHTTPAnswer, compressedBody
    case bodyNotWritten, libcurlStart, libcurlMissing, transferStart, curlCode, systemCode, cannotRequest
    case refused, attemptTimedOut, hostUnreachable, networkUnreachable, reset, connectFailed, offline
    case expected, expectedFoundNull, fieldMissing, emptyBody, htmlBody, markupBody, invalidJSON
    case aString, trueOrFalse, aNumber, anArray, anObject, cannotEncodeJSON, bytesN

    /// The English template.
    public var english: String {
        switch self {
        case .notValidURL: "{1} is not a valid URL"
        case .emptyURL: "the URL is empty"
        case .noScheme: "{1} has no scheme (expected http:// or https://)"
        case .unsupportedScheme: "{1} uses the unsupported scheme \"{2}\" (expected http or https)"
        case .noHost: "{1} has no host"
        case .invalidPort: "{1} has an invalid port {2}"
        case .cannotBuildURL: "could not build a URL for host {1}"
        case .redirectElsewhere: "only http and https can be requested (a redirect pointed elsewhere)"
        case .redirectMayElsewhere: "only http and https can be requested (a redirect may have pointed elsewhere)"
        case .httpOnly: "only http and https URLs can be requested"
        case .theServer: "the server"
        case .theProxy: "the proxy"
        case .proxyUnresolved: "its name did not resolve"
        case .tlsFailure: "certificate or handshake failure"
        case .closedWithoutAnswer: "the server closed the connection without answering"
        case .notValidHTTP: "the server's answer is not valid HTTP"
        case .notHTTP: "the server's answer was not HTTP"
        case .invalidHTTPAnswer: "the server sent an invalid HTTP answer"
        case .compressedBody: "the server's compressed body could not be decoded"
        case .bodyNotWritten: "the body could not be written out"
        case .libcurlStart: "libcurl could not start a transfer"
        case .libcurlMissing: "libcurl could not be loaded ({1})"
        case .transferStart: "could not start the transfer"
        case .curlCode: "{1} (curl {2})"
        case .systemCode: "{1} (code {2})"
        case .cannotRequest: "the URL cannot be requested ({1})"
        case .refused: "connection refused"
        case .attemptTimedOut: "the connection attempt timed out"
        case .hostUnreachable: "host unreachable"
        case .networkUnreachable: "network unreachable"
        case .reset: "connection reset"
        case .connectFailed: "connection failed"
        case .offline: "not connected to a network"
        case .expected: "expected {1}"
        case .expectedFoundNull: "expected {1}, found null"
        case .fieldMissing: "the field is missing"
        case .emptyBody: "the body is empty, not JSON"
        case .htmlBody: "the body is an HTML page, not JSON"
        case .markupBody: "the body is XML or HTML, not JSON"
        case .invalidJSON: "the body is not valid JSON (it starts with \"{1}\")"
        case .aString: "a string"
        case .trueOrFalse: "true or false"
        case .aNumber: "a number"
        case .anArray: "an array"
        case .anObject: "an object"
        case .cannotEncodeJSON: "could not encode the JSON body: {1}"
        case .bytesN: "{1} bytes"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .notValidURL: "{1}은(는) 올바른 URL이 아닙니다"
        case .emptyURL: "URL이 비어 있습니다"
        case .noScheme: "{1}에 스킴이 없습니다 (http://나 https://여야 합니다)"
        case .unsupportedScheme: "{1}은(는) 지원하지 않는 스킴 \"{2}\"을(를) 씁니다 (http나 https여야 합니다)"
        case .noHost: "{1}에 호스트가 없습니다"
        case .invalidPort: "{1}의 포트 {2}이(가) 잘못되었습니다"
        case .cannotBuildURL: "호스트 {1}의 URL을 만들 수 없습니다"
        case .redirectElsewhere: "http와 https만 요청할 수 있습니다 (리디렉션이 다른 곳을 가리켰습니다)"
        case .redirectMayElsewhere: "http와 https만 요청할 수 있습니다 (리디렉션이 다른 곳을 가리켰을 수 있습니다)"
        case .httpOnly: "http와 https URL만 요청할 수 있습니다"
        case .theServer: "서버"
        case .theProxy: "프록시"
        case .proxyUnresolved: "이름을 찾을 수 없습니다"
        case .tlsFailure: "인증서 또는 핸드셰이크 오류"
        case .closedWithoutAnswer: "서버가 응답하지 않고 연결을 닫았습니다"
        case .notValidHTTP: "서버의 응답이 올바른 HTTP가 아닙니다"
        case .notHTTP: "서버의 응답이 HTTP가 아니었습니다"
        case .invalidHTTPAnswer: "서버가 잘못된 HTTP 응답을 보냈습니다"
        case .compressedBody: "서버가 보낸 압축 본문을 풀 수 없습니다"
        case .bodyNotWritten: "본문을 쓸 수 없습니다"
        case .libcurlStart: "libcurl이 전송을 시작할 수 없습니다"
        case .libcurlMissing: "libcurl을 불러올 수 없습니다 ({1})"
        case .transferStart: "전송을 시작할 수 없습니다"
        case .curlCode: "{1} (curl 코드 {2})"
        case .systemCode: "{1} (코드 {2})"
        case .cannotRequest: "이 URL은 요청할 수 없습니다 ({1})"
        case .refused: "연결이 거부되었습니다"
        case .attemptTimedOut: "연결 시도 시간이 초과되었습니다"
        case .hostUnreachable: "호스트에 닿을 수 없습니다"
        case .networkUnreachable: "네트워크에 닿을 수 없습니다"
        case .reset: "연결이 재설정되었습니다"
        case .connectFailed: "연결하지 못했습니다"
        case .offline: "네트워크에 연결되어 있지 않습니다"
        case .expected: "{1} 값이어야 합니다"
        case .expectedFoundNull: "{1} 값이어야 하는데 null입니다"
        case .fieldMissing: "필드가 없습니다"
        case .emptyBody: "본문이 비어 있습니다 (JSON이 아님)"
        case .htmlBody: "본문이 JSON이 아니라 HTML 페이지입니다"
        case .markupBody: "본문이 JSON이 아니라 XML이나 HTML입니다"
        case .invalidJSON: "본문이 올바른 JSON이 아닙니다 (\"{1}\"(으)로 시작)"
        case .aString: "문자열"
        case .trueOrFalse: "true나 false"
        case .aNumber: "숫자"
        case .anArray: "배열"
        case .anObject: "객체"
        case .cannotEncodeJSON: "JSON 본문을 인코딩할 수 없습니다: {1}"
        case .bytesN: "{1}바이트"
        }
    }
}
