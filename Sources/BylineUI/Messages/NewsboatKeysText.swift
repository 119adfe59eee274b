import BylineText
import Foundation

/// newsboat's keys and settings in Byline: the operations that step from source to source,
/// their notes, and the reversed orders `article-sort-order` and `feed-sort-order` carry over.
public enum NewsboatKeysText: String, CatalogueMessage {
    case nextFeed, previousFeed, nextUnreadFeed, previousUnreadFeed
    case noSources, alreadyLast, alreadyFirst, noUnreadSource
    case reversed

    /// The English template.
    public var english: String {
        switch self {
        case .nextFeed: "Next source's articles"
        case .previousFeed: "Previous source's articles"
        case .nextUnreadFeed: "Next source with unread articles"
        case .previousUnreadFeed: "Previous source with unread articles"
        case .noSources: "No sources to go through: add feeds to the urls file"
        case .alreadyLast: "Already at the last source"
        case .alreadyFirst: "Already at the first source"
        case .noUnreadSource: "No other source has unread articles"
        case .reversed: "{1}, reversed"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .nextFeed: "다음 소스의 기사"
        case .previousFeed: "이전 소스의 기사"
        case .nextUnreadFeed: "읽지 않은 기사가 있는 다음 소스"
        case .previousUnreadFeed: "읽지 않은 기사가 있는 이전 소스"
        case .noSources: "옮겨 갈 소스가 없습니다: urls 파일에 피드를 추가하세요"
        case .alreadyLast: "이미 마지막 소스입니다"
        case .alreadyFirst: "이미 첫 소스입니다"
        case .noUnreadSource: "읽지 않은 기사가 있는 다른 소스가 없습니다"
        case .reversed: "{1}, 역순"
        }
    }
}
