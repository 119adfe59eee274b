import Foundation

/// Mistakes in per-source settings: a `key=value` tag on a urls-file line or a `source …
/// { … }` block of the config (the file and line number come first).
public enum SourceSettingText: String, CatalogueMessage {
    case blockNeedsBrace, blockNeedsPattern, blockNotClosed, blockNested, strayBrace
    case notPerSource, headerSyntax, headerName, cookieFileUnreadable, cookieFileNone
    case emptyTag

    /// The English template.
    public var english: String {
        switch self {
        case .blockNeedsBrace: "a source block is written source PATTERN { on one line, then its settings, then } on a line of its own"
        case .blockNeedsPattern: "source needs a URL pattern (https://example.com/*) or tag:NAME before {"
        case .blockNotClosed: "the source block opened here is never closed with }; its settings are used"
        case .blockNested: "source blocks do not nest: close the one on line {1} with } first; this line is skipped"
        case .strayBrace: "} closes no source block"
        case .notPerSource: "{1} cannot be set for one source (a source block takes {2})"
        case .headerSyntax: "header must be written \"Name: value\", not {1}"
        case .headerName: "header {1} is not a valid header name"
        case .cookieFileUnreadable: "the cookie file {1} cannot be read: {2}"
        case .cookieFileNone: "cookies needs the path of a cookies.txt file (Netscape format, as browsers export)"
        case .emptyTag: "{1} needs a value after ="
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .blockNeedsBrace: "source 블록은 한 줄에 source PATTERN { 을 쓰고, 그다음 설정들, 마지막 줄에 } 만 씁니다"
        case .blockNeedsPattern: "source 에는 { 앞에 URL 패턴(https://example.com/*)이나 tag:NAME 이 필요합니다"
        case .blockNotClosed: "여기서 연 source 블록을 } 로 닫지 않았습니다. 블록의 설정은 사용합니다"
        case .blockNested: "source 블록은 중첩할 수 없습니다: {1}번째 줄의 블록을 먼저 } 로 닫으세요. 이 줄은 건너뜁니다"
        case .strayBrace: "} 가 닫을 source 블록이 없습니다"
        case .notPerSource: "{1}은(는) 소스 하나에 따로 설정할 수 없습니다 (source 블록에 쓸 수 있는 설정: {2})"
        case .headerSyntax: "header 는 \"Name: value\" 처럼 써야 합니다. {1}은(는) 안 됩니다"
        case .headerName: "header {1}은(는) 올바른 헤더 이름이 아닙니다"
        case .cookieFileUnreadable: "쿠키 파일 {1}을(를) 읽을 수 없습니다: {2}"
        case .cookieFileNone: "cookies 에는 cookies.txt 파일(브라우저가 내보내는 Netscape 형식)의 경로가 필요합니다"
        case .emptyTag: "{1}에는 = 뒤에 값이 필요합니다"
        }
    }
}
