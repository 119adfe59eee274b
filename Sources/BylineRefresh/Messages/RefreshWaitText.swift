import BylineText
import Foundation

/// Why a refresh did not ask a source, and when it will: `byline refresh`'s lines, the
/// browser's summary after `r`, and a source's empty list.
public enum RefreshWaitText: String, CatalogueMessage {
    case serverAsked, serverAskedBecause, backingOff1, backingOffN, becauseOf, notDue, cancelled
    case summaryServerAsked1, summaryServerAskedN, summaryNotDue1, summaryNotDueN
    case emptyFailed, emptyAskAgain, emptyBackingOff, emptyServerAsked, emptyGone

    /// The English template.
    public var english: String {
        switch self {
        case .serverAsked: "the server asked to wait until {1}; --force asks anyway"
        case .serverAskedBecause: "the server asked to wait until {1} ({2}); --force asks anyway"
        case .backingOff1: "not asked until {1}: failed {2} time in a row"
        case .backingOffN: "not asked until {1}: failed {2} times in a row"
        case .becauseOf: "{1} ({2})"
        case .notDue: "not due until {1} (the feed asked not to be fetched sooner; r asks now)"
        case .cancelled: "not finished: the refresh was stopped"
        case .summaryServerAsked1: "; {1} source asked to wait until {2}"
        case .summaryServerAskedN: "; {1} sources asked to wait until {2}"
        case .summaryNotDue1: "; {1} source not due yet (r asks it now)"
        case .summaryNotDueN: "; {1} sources not due yet (r asks them now)"
        case .emptyFailed: "No articles yet: the last refresh of this source failed: {1}. {2}"
        case .emptyAskAgain: "Press r to ask it again."
        case .emptyBackingOff: "r asks it again after {1}; R asks it now."
        case .emptyServerAsked: "Its server asked to wait until {1}."
        case .emptyGone: "No articles: this feed answered 410 Gone on {1} and is not asked again; R asks it now."
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .serverAsked: "서버가 {1}까지 기다려 달라고 했습니다. --force로 그래도 요청"
        case .serverAskedBecause: "서버가 {1}까지 기다려 달라고 했습니다 ({2}). --force로 그래도 요청"
        case .backingOff1, .backingOffN: "{1}까지 요청하지 않음: {2}번 연속 실패"
        case .becauseOf: "{1} ({2})"
        case .notDue: "{1}까지 대기 (피드가 더 일찍 가져가지 말라고 했습니다. r로 지금 요청)"
        case .cancelled: "끝나지 않음: 새로 고침이 멈췄습니다"
        case .summaryServerAsked1, .summaryServerAskedN: "; 소스 {1}개가 {2}까지 기다려 달라고 했습니다"
        case .summaryNotDue1: "; 소스 {1}개는 아직 때가 아닙니다 (r로 지금 요청)"
        case .summaryNotDueN: "; 소스 {1}개는 아직 때가 아닙니다 (r로 지금 요청)"
        case .emptyFailed: "아직 기사가 없습니다: 이 소스의 마지막 새로 고침이 실패했습니다: {1}. {2}"
        case .emptyAskAgain: "r을 눌러 다시 요청하세요."
        case .emptyBackingOff: "r은 {1} 이후에 다시 요청합니다. R은 지금 요청합니다."
        case .emptyServerAsked: "서버가 {1}까지 기다려 달라고 했습니다."
        case .emptyGone: "기사가 없습니다: 이 피드는 {1}에 410 Gone으로 답해 다시 요청하지 않습니다. R은 지금 요청합니다."
        }
    }
}
