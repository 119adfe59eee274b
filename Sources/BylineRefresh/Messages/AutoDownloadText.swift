import BylineText
import Foundation

/// `download-new` after a refresh: what it queued, and why it could not.
public enum AutoDownloadText: String, CatalogueMessage {
    case queued1, queuedN, failed

    /// The English template.
    public var english: String {
        switch self {
        case .queued1: "queued {1} new episode (download-new); byline downloads start fetches it"
        case .queuedN: "queued {1} new episodes (download-new); byline downloads start fetches them"
        case .failed: "download-new: {1}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .queued1, .queuedN: "새 에피소드 {1}개를 대기열에 넣었습니다 (download-new). byline downloads start로 받습니다"
        case .failed: "download-new 실패: {1}"
        }
    }
}
