import Foundation

/// Mistakes in the config file and the urls file (the file and line number come first).
public enum ConfigText: String, CatalogueMessage {
    case proxyURL, userAgentOneLine, languageChoice, colorChoice, ignoreModeChoice, needsSyntax
    case ignoreArticleNeeds, keyError, mustBeChoice, mustBeYesNo, mustBeNoun, mustBeBetween, mustBeBetweenUnit
    case unitSeconds, unitMiB, unitDays, unitMilliseconds, unitMinutes
    case nounSeconds, nounWholeNumber, nounMiB, nounDays, nounMilliseconds, nounMinutes, or
    case unclosedQuote, unknownSetting, needsValue, takesOneValue
    case emptyURL, keyTooLong, urlHasSpaces, urlNotUTF8, notAURL, notHTTP, invalidURL, noHost, badPort
    case queryNoColon, queryNoName, queryExpression, alreadyListed

    /// The English template.
    public var english: String {
        switch self {
        case .proxyURL: "proxy must be a URL such as http://proxy.example:3128, not {1}"
        case .userAgentOneLine: "user-agent must be one line"
        case .languageChoice: "{1} must be auto, en or ko, not {2}"
        case .colorChoice: "{1} must be yes, no or auto, not {2}"
        case .ignoreModeChoice: "{1} must be download or display, not {2}"
        case .needsSyntax: "{1} needs {2}"
        case .ignoreArticleNeeds: "ignore-article needs a feed and an expression ({1})"
        case .keyError: "{1}: {2}"
        case .mustBeChoice: "{1} must be {2}, not {3}"
        case .mustBeYesNo: "{1} must be yes or no, not {2}"
        case .mustBeNoun: "{1} must be {2}, not {3}"
        case .mustBeBetween: "{1} must be between {2} and {3}, not {4}"
        case .mustBeBetweenUnit: "{1} must be between {2} and {3} {4}, not {5}"
        case .unitSeconds: "seconds"
        case .unitMiB: "MiB"
        case .unitDays: "days"
        case .unitMilliseconds: "milliseconds"
        case .unitMinutes: "minutes"
        case .nounSeconds: "a number of seconds"
        case .nounWholeNumber: "a whole number"
        case .nounMiB: "a number of MiB"
        case .nounDays: "a number of days"
        case .nounMilliseconds: "a number of milliseconds"
        case .nounMinutes: "a number of minutes"
        case .or: "{1} or {2}"
        case .unclosedQuote: "a quote (\") is opened and never closed"
        case .unknownSetting: "unknown setting {1} (known: {2})"
        case .needsValue: "{1} needs a value ({2})"
        case .takesOneValue: "{1} takes one value ({2}), not {3}"
        case .emptyURL: "the URL is empty"
        case .keyTooLong: "{1} is longer than {2} bytes"
        case .urlHasSpaces: "{1} is not a valid URL (it contains spaces or control characters)"
        case .urlNotUTF8: "{1} is not a valid URL (the file has bytes there that are not UTF-8)"
        case .notAURL: "{1} is not a URL; write it with http:// or https://"
        case .notHTTP: "{1} is not an http(s) URL"
        case .invalidURL: "{1} is not a valid URL"
        case .noHost: "{1} has no host name"
        case .badPort: "{1} has a port outside 1–65535"
        case .queryNoColon: "a query feed is written \"query:Name:EXPRESSION\"; this one has no ':' after its name"
        case .queryNoName: "a query feed needs a name: \"query:Name:EXPRESSION\""
        case .queryExpression: "query feed {1}: expression {2}"
        case .alreadyListed: "{1} is already listed on line {2}; this line is skipped"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .proxyURL: "proxy는 http://proxy.example:3128 같은 URL이어야 합니다 ({1}이(가) 아님)"
        case .userAgentOneLine: "user-agent는 한 줄이어야 합니다"
        case .languageChoice: "{1}은(는) auto, en, ko 중 하나여야 합니다 ({2}이(가) 아님)"
        case .colorChoice: "{1}은(는) yes, no, auto 중 하나여야 합니다 ({2}이(가) 아님)"
        case .ignoreModeChoice: "{1}은(는) download나 display여야 합니다 ({2}이(가) 아님)"
        case .needsSyntax: "{1}에는 {2}이(가) 필요합니다"
        case .ignoreArticleNeeds: "ignore-article에는 피드와 식이 필요합니다 ({1})"
        case .keyError: "{1}: {2}"
        case .mustBeChoice: "{1}은(는) {2}여야 합니다 ({3}이(가) 아님)"
        case .mustBeYesNo: "{1}은(는) yes나 no여야 합니다 ({2}이(가) 아님)"
        case .mustBeNoun: "{1}은(는) {2}여야 합니다 ({3}이(가) 아님)"
        case .mustBeBetween: "{1}은(는) {2}에서 {3} 사이여야 합니다 ({4}이(가) 아님)"
        case .mustBeBetweenUnit: "{1}은(는) {2}에서 {3} {4} 사이여야 합니다 ({5}이(가) 아님)"
        case .unitSeconds: "초"
        case .unitMiB: "MiB"
        case .unitDays: "일"
        case .unitMilliseconds: "밀리초"
        case .unitMinutes: "분"
        case .nounSeconds: "초 단위 숫자"
        case .nounWholeNumber: "정수"
        case .nounMiB: "MiB 단위 숫자"
        case .nounDays: "일 단위 숫자"
        case .nounMilliseconds: "밀리초 단위 숫자"
        case .nounMinutes: "분 단위 숫자"
        case .or: "{1} 또는 {2}"
        case .unclosedQuote: "따옴표(\")를 열고 닫지 않았습니다"
        case .unknownSetting: "알 수 없는 설정 {1} (알려진 설정: {2})"
        case .needsValue: "{1}에는 값이 필요합니다 ({2})"
        case .takesOneValue: "{1}은(는) 값을 하나({2})만 받습니다 ({3}개가 아님)"
        case .emptyURL: "URL이 비어 있습니다"
        case .keyTooLong: "{1}이(가) {2}바이트보다 깁니다"
        case .urlHasSpaces: "{1}은(는) 올바른 URL이 아닙니다 (공백이나 제어 문자가 있음)"
        case .urlNotUTF8: "{1}은(는) 올바른 URL이 아닙니다 (그 자리에 UTF-8이 아닌 바이트가 있음)"
        case .notAURL: "{1}은(는) URL이 아닙니다. http://나 https://로 쓰세요"
        case .notHTTP: "{1}은(는) http(s) URL이 아닙니다"
        case .invalidURL: "{1}은(는) 올바른 URL이 아닙니다"
        case .noHost: "{1}에 호스트 이름이 없습니다"
        case .badPort: "{1}의 포트가 1–65535 밖에 있습니다"
        case .queryNoColon: "쿼리 피드는 \"query:이름:식\"으로 씁니다. 이 줄에는 이름 뒤에 ':'가 없습니다"
        case .queryNoName: "쿼리 피드에는 이름이 필요합니다: \"query:이름:식\""
        case .queryExpression: "쿼리 피드 {1}: 식 {2}"
        case .alreadyListed: "{1}은(는) 이미 {2}번째 줄에 있습니다. 이 줄은 건너뜁니다"
        }
    }
}
