import Foundation

/// Why a body is not a feed Byline can read.
public enum FeedText: String, CatalogueMessage {
    case malformedXML, entitiesRefused, unsupportedEncoding, invalidBytes, tooDeep, tooLarge
    case invalidJSON, invalidJSONTop, serviceError, serviceErrorCode
    case empty, htmlPage, json, xml, text
    case recovered1, recoveredN, atLine, libxmlUnreadable, declaredCharset, unknownCharset, unknownError
    case topNotObject, emptyObject, keys, statusIs, noMessage

    /// The English template.
    public var english: String {
        switch self {
        case .malformedXML: "XML error at line {1}: {2}"
        case .entitiesRefused: "refused: the feed declares XML entities (line {1}); Byline never expands them"
        case .unsupportedEncoding: "the feed's character set \"{1}\" is not supported"
        case .invalidBytes: "the feed is not valid {1} (line {2})"
        case .tooDeep: "the feed nests elements more than {1} levels deep"
        case .tooLarge: "the feed is {1} bytes, more than the {2}-byte limit"
        case .invalidJSON: "JSON error at {1}: {2}"
        case .invalidJSONTop: "JSON error at the top level: {1}"
        case .serviceError: "the server sent an error instead of articles: {1}"
        case .serviceErrorCode: "the server sent an error instead of articles: {1} ({2})"
        case .empty: "not a feed: the body is empty"
        case .htmlPage: "not a feed: the URL serves an HTML page (use the site's RSS or Atom link)"
        case .json: "not a feed: JSON that is neither a JSON Feed nor a NewsAPI answer ({1})"
        case .xml: "not a feed: XML whose root element is <{1}>, not <rss>, <feed> or <rdf:RDF>"
        case .text: "not a feed: the body is neither XML nor JSON (it starts \"{1}\")"
        case .recovered1: "the feed is not well-formed XML ({1}); 1 entry recovered"
        case .recoveredN: "the feed is not well-formed XML ({1}); {2} entries recovered"
        case .atLine: "line {1}: {2}"
        case .libxmlUnreadable: "libxml2 could not read the document"
        case .declaredCharset: "the declared character set"
        case .unknownCharset: "unknown"
        case .unknownError: "unknown error"
        case .topNotObject: "the top level is not an object"
        case .emptyObject: "an empty object"
        case .keys: "keys: {1}"
        case .statusIs: "\"status\" is \"{1}\""
        case .noMessage: "no message"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .malformedXML: "{1}번째 줄 XML 오류: {2}"
        case .entitiesRefused: "거부함: 피드가 XML 엔티티를 선언합니다 ({1}번째 줄). Byline은 엔티티를 확장하지 않습니다"
        case .unsupportedEncoding: "피드의 문자 집합 \"{1}\"은(는) 지원하지 않습니다"
        case .invalidBytes: "피드가 올바른 {1}이(가) 아닙니다 ({2}번째 줄)"
        case .tooDeep: "피드의 요소가 {1}단계보다 깊게 중첩되어 있습니다"
        case .tooLarge: "피드가 {1}바이트로, 한도 {2}바이트보다 큽니다"
        case .invalidJSON: "{1}에서 JSON 오류: {2}"
        case .invalidJSONTop: "최상위에서 JSON 오류: {1}"
        case .serviceError: "서버가 기사 대신 오류를 보냈습니다: {1}"
        case .serviceErrorCode: "서버가 기사 대신 오류를 보냈습니다: {1} ({2})"
        case .empty: "피드가 아닙니다: 본문이 비어 있습니다"
        case .htmlPage: "피드가 아닙니다: 이 URL은 HTML 페이지입니다 (사이트의 RSS나 Atom 링크를 쓰세요)"
        case .json: "피드가 아닙니다: JSON Feed도 NewsAPI 응답도 아닌 JSON입니다 ({1})"
        case .xml: "피드가 아닙니다: 루트 요소가 <rss>, <feed>, <rdf:RDF>가 아닌 <{1}>인 XML입니다"
        case .text: "피드가 아닙니다: 본문이 XML도 JSON도 아닙니다 (\"{1}\"(으)로 시작)"
        case .recovered1: "피드가 올바른 XML이 아닙니다 ({1}). 항목 1개를 살렸습니다"
        case .recoveredN: "피드가 올바른 XML이 아닙니다 ({1}). 항목 {2}개를 살렸습니다"
        case .atLine: "{1}번째 줄: {2}"
        case .libxmlUnreadable: "libxml2가 문서를 읽을 수 없습니다"
        case .declaredCharset: "선언된 문자 집합"
        case .unknownCharset: "알 수 없음"
        case .unknownError: "알 수 없는 오류"
        case .topNotObject: "최상위가 객체가 아닙니다"
        case .emptyObject: "빈 객체"
        case .keys: "키: {1}"
        case .statusIs: "\"status\"가 \"{1}\"입니다"
        case .noMessage: "메시지 없음"
        }
    }
}
