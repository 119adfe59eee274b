import BylineText
import Foundation

/// What Byline says about subscriptions on a sync server: subscribing and unsubscribing from
/// the command line, a request kept for later, conflicts and changes made on the server.
public enum SubscriptionSyncText: String, CatalogueMessage {
    case feverCannot, notSubscribed, titleConflict, goneOnServer
    case subscribed, unsubscribed, queued, unsubscribeQueued, subscriptionChanges1, subscriptionChangesN

    /// The English template.
    public var english: String {
        switch self {
        case .feverCannot:
            "{1} is a Fever account, and the Fever API cannot subscribe, unsubscribe or rename: do it on the server's web page"
        case .notSubscribed: "the server did not subscribe: {1}"
        case .titleConflict: "{1}: {2} was renamed here to '{3}' and on the server to '{4}' since the last sync; kept the server's"
        case .goneOnServer: "{1}: {2} was unsubscribed on the server; its line left {3}"
        case .subscribed: "{1}: subscribed to {2} on the server"
        case .unsubscribed: "{1}: unsubscribed from {2} on the server"
        case .queued: "{1}: {2}; the subscription is kept and sent on the next sync"
        case .unsubscribeQueued: "{1}: {2}; the unsubscription is kept and sent on the next sync"
        case .subscriptionChanges1: "1 subscription change sent"
        case .subscriptionChangesN: "{1} subscription changes sent"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .feverCannot: "{1}은(는) Fever 계정이며, Fever API로는 구독, 구독 해지, 이름 바꾸기를 할 수 없습니다: 서버의 웹 페이지에서 하세요"
        case .notSubscribed: "서버가 구독하지 않았습니다: {1}"
        case .titleConflict: "{1}: {2}의 이름이 지난 동기화 뒤 여기서는 '{3}'(으)로, 서버에서는 '{4}'(으)로 바뀌었습니다. 서버의 이름을 남겼습니다"
        case .goneOnServer: "{1}: {2}은(는) 서버에서 구독 해지되었습니다. {3}에서 그 줄을 지웠습니다"
        case .subscribed: "{1}: 서버에서 {2}을(를) 구독했습니다"
        case .unsubscribed: "{1}: 서버에서 {2}의 구독을 해지했습니다"
        case .queued: "{1}: {2}. 구독 요청을 보관했다가 다음 동기화 때 보냅니다"
        case .unsubscribeQueued: "{1}: {2}. 구독 해지 요청을 보관했다가 다음 동기화 때 보냅니다"
        case .subscriptionChanges1: "구독 변경 1개 보냄"
        case .subscriptionChangesN: "구독 변경 {1}개 보냄"
        }
    }
}
