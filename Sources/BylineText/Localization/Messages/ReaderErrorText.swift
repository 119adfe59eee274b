import Foundation

/// Why reader mode shows no page, its note above the body, and the article view's labels
/// (the detail pane and `byline show`).
public enum ReaderErrorText: String, CatalogueMessage {
    case tooLarge, notHTML, notAnArticle, notAPage, httpOnly
    case fetching, notShown, fullArticle, fullArticleAbout
    case source, author, date, link, links, media, image, noText, truncated1, truncatedN

    /// The English template.
    public var english: String {
        switch self {
        case .tooLarge: "the page is too large to read ({1} KiB; the limit is {2} KiB)"
        case .notHTML: "the page is not HTML"
        case .notAnArticle: "no article text found on the page"
        case .notAPage: "the link is not a web page ({1})"
        case .httpOnly: "reader mode opens http and https links only"
        case .fetching: "Fetching the full article from {1}… (Esc cancels)"
        case .notShown: "Full article not shown: {1}"
        case .fullArticle: "Full article (f fetches it again)"
        case .fullArticleAbout: "Full article · {1} (f fetches it again)"
        case .source: "Source:"
        case .author: "Author:"
        case .date: "Date:"
        case .link: "Link:"
        case .links: "Links:"
        case .media: "Media:"
        case .image: "image"
        case .noText: "No article text in the feed."
        case .truncated1: "[article truncated: {1} more character]"
        case .truncatedN: "[article truncated: {1} more characters]"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .tooLarge: "페이지가 너무 커서 읽지 않습니다 ({1} KiB, 한도 {2} KiB)"
        case .notHTML: "페이지가 HTML이 아닙니다"
        case .notAnArticle: "페이지에서 기사 본문을 찾지 못했습니다"
        case .notAPage: "링크가 웹 페이지가 아닙니다 ({1})"
        case .httpOnly: "리더 모드는 http와 https 링크만 엽니다"
        case .fetching: "{1}에서 전체 기사를 가져오는 중… (Esc로 취소)"
        case .notShown: "전체 기사를 보여 주지 못했습니다: {1}"
        case .fullArticle: "전체 기사 (f로 다시 가져옵니다)"
        case .fullArticleAbout: "전체 기사 · {1} (f로 다시 가져옵니다)"
        case .source: "출처:"
        case .author: "작성자:"
        case .date: "날짜:"
        case .link: "링크:"
        case .links: "링크 목록:"
        case .media: "미디어:"
        case .image: "이미지"
        case .noText: "피드에 기사 본문이 없습니다."
        case .truncated1: "[기사 생략: {1}자 더 있음]"
        case .truncatedN: "[기사 생략: {1}자 더 있음]"
        }
    }
}
