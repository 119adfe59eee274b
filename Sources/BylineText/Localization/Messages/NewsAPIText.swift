import Foundation

/// Mistakes in a `newsapi:` source and what NewsAPI requests say.
public enum NewsAPIText: String, CatalogueMessage {
    case startsWith, controlCharacters, wholeNumber, unknownEndpoint, noName, encodedControl
    case apiKeyInFile, unknownParameter, sourcesCombined, unknownCategory, countryCode
    case needsSearch, searchInField, unknownSortBy, isoDate, languageCode, pageSize, page
    case topHeadlines, topHeadlinesOf, everything, everythingOf
    case baseURLInvalid, baseURLUnusable, queryError, needsKey, responseName, expectedOK, refusedKey

    /// The English template.
    public var english: String {
        switch self {
        case .startsWith: "a NewsAPI source starts with 'newsapi:'"
        case .controlCharacters: "a NewsAPI source cannot contain control characters"
        case .wholeNumber: "{1} must be a whole number, not '{2}'"
        case .unknownEndpoint: "unknown NewsAPI endpoint '{1}' (use newsapi:top-headlines?… or newsapi:everything?…)"
        case .noName: "a parameter has no name"
        case .encodedControl: "a parameter holds %-encoded control characters"
        case .apiKeyInFile: "{1}: the API key does not belong in the urls file; set NEWSAPI_KEY instead"
        case .unknownParameter: "{1}: unknown parameter '{2}' (known: {3})"
        case .sourcesCombined: "top-headlines: 'sources' cannot be combined with 'country' or 'category'"
        case .unknownCategory: "top-headlines: unknown category '{1}' (one of: {2})"
        case .countryCode: "top-headlines: country must be a two-letter code such as us or kr, not '{1}'"
        case .needsSearch: "everything: give at least one of q, sources or domains"
        case .searchInField: "everything: searchIn cannot include '{1}' (title, description, content)"
        case .unknownSortBy: "everything: unknown sortBy '{1}' (relevancy, popularity, publishedAt)"
        case .isoDate: "everything: {1} must be an ISO 8601 date such as 2026-11-01, not '{2}'"
        case .languageCode: "everything: language must be a two-letter code such as en or ko, not '{1}'"
        case .pageSize: "pageSize must be between 1 and 100, not {1}"
        case .page: "page must be 1 or more, not {1}"
        case .topHeadlines: "Top headlines"
        case .topHeadlinesOf: "Top headlines: {1}"
        case .everything: "Everything"
        case .everythingOf: "Everything: {1}"
        case .baseURLInvalid: "{1} is not a valid URL"
        case .baseURLUnusable: "{1} is not a usable http(s) URL"
        case .queryError: "NewsAPI {1}"
        case .needsKey: "NewsAPI needs an API key: set NEWSAPI_KEY (get one at newsapi.org)"
        case .responseName: "NewsAPI {1} response"
        case .expectedOK: "expected \"ok\", found \"{1}\""
        case .refusedKey: "NewsAPI refused the API key (check NEWSAPI_KEY)"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .startsWith: "NewsAPI 소스는 'newsapi:'로 시작합니다"
        case .controlCharacters: "NewsAPI 소스에는 제어 문자를 쓸 수 없습니다"
        case .wholeNumber: "{1}은(는) 정수여야 합니다 ('{2}'이(가) 아님)"
        case .unknownEndpoint: "알 수 없는 NewsAPI 엔드포인트 '{1}' (newsapi:top-headlines?…나 newsapi:everything?…를 쓰세요)"
        case .noName: "이름이 없는 매개변수가 있습니다"
        case .encodedControl: "매개변수에 %로 인코딩된 제어 문자가 있습니다"
        case .apiKeyInFile: "{1}: API 키는 urls 파일에 쓰지 않습니다. 대신 NEWSAPI_KEY를 설정하세요"
        case .unknownParameter: "{1}: 알 수 없는 매개변수 '{2}' (알려진 매개변수: {3})"
        case .sourcesCombined: "top-headlines: 'sources'는 'country'나 'category'와 함께 쓸 수 없습니다"
        case .unknownCategory: "top-headlines: 알 수 없는 분류 '{1}' ({2} 중 하나)"
        case .countryCode: "top-headlines: country는 us나 kr 같은 두 글자 코드여야 합니다 ('{1}'이(가) 아님)"
        case .needsSearch: "everything: q, sources, domains 중 하나 이상을 지정하세요"
        case .searchInField: "everything: searchIn에는 '{1}'을(를) 쓸 수 없습니다 (title, description, content)"
        case .unknownSortBy: "everything: 알 수 없는 sortBy '{1}' (relevancy, popularity, publishedAt)"
        case .isoDate: "everything: {1}은(는) 2026-11-01 같은 ISO 8601 날짜여야 합니다 ('{2}'이(가) 아님)"
        case .languageCode: "everything: language는 en이나 ko 같은 두 글자 코드여야 합니다 ('{1}'이(가) 아님)"
        case .pageSize: "pageSize는 1에서 100 사이여야 합니다 ({1}이(가) 아님)"
        case .page: "page는 1 이상이어야 합니다 ({1}이(가) 아님)"
        case .topHeadlines: "주요 헤드라인"
        case .topHeadlinesOf: "주요 헤드라인: {1}"
        case .everything: "전체 기사"
        case .everythingOf: "전체 기사: {1}"
        case .baseURLInvalid: "{1}은(는) 올바른 URL이 아닙니다"
        case .baseURLUnusable: "{1}은(는) 쓸 수 있는 http(s) URL이 아닙니다"
        case .queryError: "NewsAPI 쿼리 {1}"
        case .needsKey: "NewsAPI에는 API 키가 필요합니다: NEWSAPI_KEY를 설정하세요 (newsapi.org에서 받을 수 있습니다)"
        case .responseName: "NewsAPI {1} 응답"
        case .expectedOK: "\"ok\"여야 하는데 \"{1}\"입니다"
        case .refusedKey: "NewsAPI가 API 키를 거부했습니다 (NEWSAPI_KEY를 확인하세요)"
        }
    }
}
