import BylineText

/// What the running browser says about the programs it starts (the web browser, a text
/// browser) and the work it does in the background (full text, query counts).
public enum LauncherText: String, CatalogueMessage {
    case notOpenedScheme, notOpenedMalformed, noBrowser, browserNotFound, cannotStartBrowser, cannotStartProgram
    case opened, backFrom, exitedWithStatus
    case cannotCountQueries, newsAPIInvalid, networkSettingsInvalid, fullTextNotStored

    /// The English template.
    public var english: String {
        switch self {
        case .notOpenedScheme: "not opened: only http and https links are opened"
        case .notOpenedMalformed: "not opened: the link is malformed"
        case .noBrowser: "no browser is configured (set BROWSER)"
        case .browserNotFound: "cannot open links: the browser '{1}' was not found"
        case .cannotStartBrowser: "cannot start the browser: {1}"
        case .cannotStartProgram: "cannot start {1}: {2}"
        case .opened: "Opened {1}"
        case .backFrom: "Back from {1}"
        case .exitedWithStatus: "{1} exited with status {2}"
        case .cannotCountQueries: "cannot count the query feeds: {1}"
        case .newsAPIInvalid: "cannot refresh: the NewsAPI settings are invalid"
        case .networkSettingsInvalid: "the network settings are invalid"
        case .fullTextNotStored: "the full article could not be stored: {1}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .notOpenedScheme: "열지 않음: http와 https 링크만 엽니다"
        case .notOpenedMalformed: "열지 않음: 링크 형식이 잘못되었습니다"
        case .noBrowser: "설정된 브라우저가 없습니다 (BROWSER를 설정하세요)"
        case .browserNotFound: "링크를 열 수 없습니다: 브라우저 '{1}'을(를) 찾지 못했습니다"
        case .cannotStartBrowser: "브라우저를 시작할 수 없습니다: {1}"
        case .cannotStartProgram: "{1}을(를) 시작할 수 없습니다: {2}"
        case .opened: "{1}을(를) 열었습니다"
        case .backFrom: "{1}에서 돌아왔습니다"
        case .exitedWithStatus: "{1}이(가) 상태 {2}(으)로 끝났습니다"
        case .cannotCountQueries: "쿼리 피드를 셀 수 없습니다: {1}"
        case .newsAPIInvalid: "새로 고칠 수 없습니다: NewsAPI 설정이 잘못되었습니다"
        case .networkSettingsInvalid: "네트워크 설정이 잘못되었습니다"
        case .fullTextNotStored: "전체 기사를 저장하지 못했습니다: {1}"
        }
    }
}
