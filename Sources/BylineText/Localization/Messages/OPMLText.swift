import Foundation

/// Why an OPML file (`byline import`) cannot be read, whole or one outline at a time.
public enum OPMLText: String, CatalogueMessage {
    case notOPML, noBody, emptyFile, noElement, notWellFormed, entities, tooLarge
    case namedOutline, anOutline, includes, noAddress, outlineError

    /// The English template.
    public var english: String {
        switch self {
        case .notOPML: "not an OPML file (its root element is <{1}>, not <opml>)"
        case .noBody: "the OPML file has no <body>"
        case .emptyFile: "the file is empty"
        case .noElement: "not well-formed XML: no XML element found"
        case .notWellFormed: "not well-formed XML: {1}"
        case .entities: "the document declares XML entities, which Byline refuses for safety"
        case .tooLarge: "the file is too large"
        case .namedOutline: "outline {1}"
        case .anOutline: "an outline"
        case .includes: "{1} includes another OPML file, which is not supported"
        case .noAddress: "{1} has no feed address (xmlUrl); skipped"
        case .outlineError: "{1}: {2}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .notOPML: "OPML 파일이 아닙니다 (루트 요소가 <opml>이 아니라 <{1}>입니다)"
        case .noBody: "OPML 파일에 <body>가 없습니다"
        case .emptyFile: "파일이 비어 있습니다"
        case .noElement: "올바른 XML이 아닙니다: XML 요소가 없습니다"
        case .notWellFormed: "올바른 XML이 아닙니다: {1}"
        case .entities: "문서가 XML 엔티티를 선언합니다. Byline은 안전을 위해 거부합니다"
        case .tooLarge: "파일이 너무 큽니다"
        case .namedOutline: "outline 항목 {1}"
        case .anOutline: "이름 없는 outline"
        case .includes: "{1}이(가) 다른 OPML 파일을 포함합니다. 이는 지원하지 않습니다"
        case .noAddress: "{1}에 피드 주소(xmlUrl)가 없어 건너뜁니다"
        case .outlineError: "{1}: {2}"
        }
    }
}
