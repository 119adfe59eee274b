import Foundation

/// What reader mode's later parts say: sideways code scrolling and the background fetch
/// of full texts after a refresh (`full-text yes`).
public enum ReaderModeText: String, CatalogueMessage {
    case scrollCodeSideways, openArticleForCode, noWideCode
    case harvestCounting, harvestProgress, harvestStored1, harvestStoredN, harvestFailed
    case feedHasWholeArticle, noWebPage, notStored, alsoFailed, cacheNotOpened

    /// The English template.
    public var english: String {
        switch self {
        case .scrollCodeSideways: "Scroll the article's code sideways"
        case .openArticleForCode: "Open the article first (Enter)"
        case .noWideCode: "No code here is wider than the pane"
        case .harvestCounting: "Full text…"
        case .harvestProgress: "Full text {1}/{2}"
        case .harvestStored1: "Full text: {1} page stored"
        case .harvestStoredN: "Full text: {1} pages stored"
        case .harvestFailed: "{1}, {2} failed"
        case .feedHasWholeArticle: "the feed carries the whole article"
        case .noWebPage: "the article has no web page"
        case .notStored: "the full article could not be stored: {1}"
        case .alsoFailed: "{1}; also {2}"
        case .cacheNotOpened: "Full text: the cache could not be opened: {1}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .scrollCodeSideways: "기사의 코드를 좌우로 스크롤"
        case .openArticleForCode: "먼저 기사를 여세요 (Enter)"
        case .noWideCode: "창보다 넓은 코드가 없습니다"
        case .harvestCounting: "전문 가져오는 중…"
        case .harvestProgress: "전문 {1}/{2}"
        case .harvestStored1: "전문: 페이지 {1}개 저장"
        case .harvestStoredN: "전문: 페이지 {1}개 저장"
        case .harvestFailed: "{1}, {2}개 실패"
        case .feedHasWholeArticle: "피드에 기사 전체가 있음"
        case .noWebPage: "기사에 웹 페이지가 없음"
        case .notStored: "전문을 저장하지 못했습니다: {1}"
        case .alsoFailed: "{1}; 또한 {2}"
        case .cacheNotOpened: "전문: 캐시를 열 수 없습니다: {1}"
        }
    }
}
