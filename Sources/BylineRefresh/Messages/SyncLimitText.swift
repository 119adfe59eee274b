import BylineText
import Foundation

/// Why a sync stopped at one of its bounds (``SyncLimits``): the bound and the setting that
/// raises it, and that what arrived is kept.
public enum SyncLimitText: String, CatalogueMessage {
    case pages, items, time

    /// The English template.
    public var english: String {
        switch self {
        case .pages:
            "stopped after {1} requests (sync-max-pages): the server kept sending more pages; what arrived is kept, and the next sync starts again where the last complete one ended"
        case .items:
            "stopped after {1} items (sync-max-items): the server kept sending more; what arrived is kept, and the next sync starts again where the last complete one ended"
        case .time: "stopped after {1} seconds (sync-timeout); what arrived is kept, and the next sync starts again where the last complete one ended"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .pages: "요청 {1}번 뒤에 멈췄습니다 (sync-max-pages): 서버가 페이지를 계속 보냈습니다. 받은 것은 보관했고, 다음 동기화는 마지막으로 완료된 동기화가 끝난 곳부터 다시 시작합니다"
        case .items: "항목 {1}개 뒤에 멈췄습니다 (sync-max-items): 서버가 계속 보냈습니다. 받은 것은 보관했고, 다음 동기화는 마지막으로 완료된 동기화가 끝난 곳부터 다시 시작합니다"
        case .time: "{1}초 뒤에 멈췄습니다 (sync-timeout). 받은 것은 보관했고, 다음 동기화는 마지막으로 완료된 동기화가 끝난 곳부터 다시 시작합니다"
        }
    }
}
