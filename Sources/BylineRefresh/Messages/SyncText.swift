import BylineText
import Foundation

/// What `byline sync` says: a server's failures, what could not be read, and each account's
/// summary line.
public enum SyncText: String, CatalogueMessage {
    case unknownAccount, unreachable, refusedLogin, store
    case notFever, feverAuth0, unreadable, unreadableBecause, notSignedIn, noAuthLine, changeRefused
    case fieldMissing, notJSON, expectedNumberOrString
    case whatAnswer, whatGroups, whatFeeds, whatUnreadIDs, whatSavedIDs, whatItems, whatSubscriptions, whatStream
    case syncFailed, synced, subscriptions1, subscriptionsN, newArticles1, newArticlesN
    case changesSent1, changesSentN, flags1, flagsN, waiting1, waitingN

    /// The English template.
    public var english: String {
        switch self {
        case .unknownAccount: "no account named '{1}' (see 'byline account list')"
        case .unreachable: "server unreachable: {1}"
        case .refusedLogin: "the server refused the login ({1}); check the user name and the API password (changed? run 'byline account add' again)"
        case .store: "cache: {1}"
        case .notFever: "the server's answer is not Fever JSON (check the URL: it should end in /fever or /api/fever.php)"
        case .feverAuth0: "Fever answered auth 0: the user name or password is not accepted"
        case .unreadable: "the server's {1} could not be read"
        case .unreadableBecause: "the server's {1} could not be read: {2}"
        case .notSignedIn: "not signed in"
        case .noAuthLine: "the server's login answer has no Auth= line (check the URL: it should end in /api/greader.php)"
        case .changeRefused: "the server did not take a change: {1}"
        case .fieldMissing: "the field '{1}' is missing"
        case .notJSON: "it is not JSON"
        case .expectedNumberOrString: "expected a number or a string"
        case .whatAnswer: "answer"
        case .whatGroups: "groups"
        case .whatFeeds: "feeds"
        case .whatUnreadIDs: "unread item ids"
        case .whatSavedIDs: "saved item ids"
        case .whatItems: "items"
        case .whatSubscriptions: "subscription list"
        case .whatStream: "stream"
        case .syncFailed: "{1}: sync failed: {2}"
        case .synced: "{1}: synced: {2}"
        case .subscriptions1: "1 subscription"
        case .subscriptionsN: "{1} subscriptions"
        case .newArticles1: "1 new article"
        case .newArticlesN: "{1} new articles"
        case .changesSent1: "1 change sent"
        case .changesSentN: "{1} changes sent"
        case .flags1: "1 flag from the server"
        case .flagsN: "{1} flags from the server"
        case .waiting1: "1 change waiting"
        case .waitingN: "{1} changes waiting"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .unknownAccount: "'{1}'(이)라는 계정이 없습니다 ('byline account list'를 보세요)"
        case .unreachable: "서버에 연결할 수 없습니다: {1}"
        case .refusedLogin: "서버가 로그인을 거부했습니다 ({1}). 사용자 이름과 API 비밀번호를 확인하세요 (바뀌었다면 'byline account add'를 다시 실행하세요)"
        case .store: "캐시: {1}"
        case .notFever: "서버의 응답이 Fever JSON이 아닙니다 (URL을 확인하세요: /fever나 /api/fever.php로 끝나야 합니다)"
        case .feverAuth0: "Fever가 auth 0으로 응답했습니다: 사용자 이름이나 비밀번호가 받아들여지지 않습니다"
        case .unreadable: "서버의 {1}을(를) 읽을 수 없습니다"
        case .unreadableBecause: "서버의 {1}을(를) 읽을 수 없습니다: {2}"
        case .notSignedIn: "로그인하지 않았습니다"
        case .noAuthLine: "서버의 로그인 응답에 Auth= 줄이 없습니다 (URL을 확인하세요: /api/greader.php로 끝나야 합니다)"
        case .changeRefused: "서버가 변경을 받아들이지 않았습니다: {1}"
        case .fieldMissing: "'{1}' 필드가 없습니다"
        case .notJSON: "JSON이 아닙니다"
        case .expectedNumberOrString: "숫자나 문자열이어야 합니다"
        case .whatAnswer: "응답"
        case .whatGroups: "그룹 목록"
        case .whatFeeds: "피드 목록"
        case .whatUnreadIDs: "읽지 않은 항목 ID 목록"
        case .whatSavedIDs: "저장한 항목 ID 목록"
        case .whatItems: "항목"
        case .whatSubscriptions: "구독 목록"
        case .whatStream: "스트림"
        case .syncFailed: "{1}: 동기화 실패: {2}"
        case .synced: "{1}: 동기화함: {2}"
        case .subscriptions1: "구독 1개"
        case .subscriptionsN: "구독 {1}개"
        case .newArticles1: "새 기사 1개"
        case .newArticlesN: "새 기사 {1}개"
        case .changesSent1: "변경 1개 보냄"
        case .changesSentN: "변경 {1}개 보냄"
        case .flags1: "서버에서 받은 표시 1개"
        case .flagsN: "서버에서 받은 표시 {1}개"
        case .waiting1: "대기 중인 변경 1개"
        case .waitingN: "대기 중인 변경 {1}개"
        }
    }
}
