import Foundation

/// What Byline says when it stops short on hostile input or a failing host: a feed's oldest
/// entries left out, a page read only as far as the reader's cap, a host given less time
/// after it timed out.
public enum BoundsText: String, CatalogueMessage {
    case keptNewest, pageCut, hostTimedOutBefore, spoolFailed

    /// The English template.
    public var english: String {
        switch self {
        case .keptNewest: "kept the newest {1} of {2} entries (at most {1} per refresh)"
        case .pageCut: "[page cut short: reader mode reads the first {1} elements of a page]"
        case .hostTimedOutBefore: "{1}; {2} had already timed out in this refresh, so it was given {3} s instead of {4}"
        case .spoolFailed: "the download could not be kept on disk in {1}: {2}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .keptNewest: "항목 {2}개 중 최신 {1}개만 보관했습니다 (새로 고침마다 최대 {1}개)"
        case .pageCut: "[페이지 일부 생략: 리더 모드는 한 페이지에서 요소 {1}개까지만 읽습니다]"
        case .hostTimedOutBefore: "{1}; {2}이(가) 이번 새로 고침에서 이미 시간 초과되어 {4}초 대신 {3}초만 기다렸습니다"
        case .spoolFailed: "내려받은 내용을 {1}의 디스크에 둘 수 없습니다: {2}"
        }
    }
}
