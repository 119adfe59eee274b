import BylineText
import Foundation

/// The browser's side of the download queue: newsboat's `e` and what the status bar says
/// about it.
public enum MediaKeysText: String, CatalogueMessage {
    case enqueue, noEnclosure, queued, alreadyQueued, articleGone

    /// The English template.
    public var english: String {
        switch self {
        case .enqueue: "Queue the enclosure for download"
        case .noEnclosure: "This article has no enclosure to download"
        case .queued: "Queued for download: {1} → {2}"
        case .alreadyQueued: "Already in the download queue: {1}"
        case .articleGone: "The article is no longer in the cache"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .enqueue: "첨부 파일을 내려받기 대기열에 넣기"
        case .noEnclosure: "이 기사에는 내려받을 첨부 파일이 없습니다"
        case .queued: "내려받기 대기열에 넣음: {1} → {2}"
        case .alreadyQueued: "이미 내려받기 대기열에 있음: {1}"
        case .articleGone: "기사가 더 이상 캐시에 없습니다"
        }
    }
}
