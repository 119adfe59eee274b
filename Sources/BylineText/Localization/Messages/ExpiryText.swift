import Foundation

/// Expiry, vacuum and the salvage of a damaged cache.
public enum ExpiryText: String, CatalogueMessage {
    case salvaged, salvagedNothing, damagedInUse, vacuumed

    /// The English template.
    public var english: String {
        switch self {
        case .salvaged:
            "the cache at {1} was damaged ({2}): saved {3} of about {4} articles ({5} with read or starred flags) "
                + "and {6} sources into a new one; the damaged file is at {7}"
        case .salvagedNothing:
            "the cache at {1} was damaged ({2}): nothing could be read back; a new one was started; the damaged file is at {3}"
        case .damagedInUse:
            "the cache is damaged ({1}); the next start of byline moves it aside and saves what it can into a new one"
        case .vacuumed: "{1}: {2} bytes before, {3} after"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .salvaged:
            "{1}의 캐시가 손상되었습니다({2}): 기사 약 {4}개 중 {3}개(읽음·별표 표시가 있는 {5}개 포함)와 "
                + "소스 {6}개를 새 캐시로 옮겼습니다. 손상된 파일은 {7}에 있습니다"
        case .salvagedNothing:
            "{1}의 캐시가 손상되었습니다({2}): 읽어 낼 수 있는 것이 없어 새 캐시를 시작했습니다. 손상된 파일은 {3}에 있습니다"
        case .damagedInUse:
            "캐시가 손상되었습니다({1}). 다음에 byline을 시작하면 이 파일을 옆으로 옮기고 살릴 수 있는 것을 새 캐시에 옮깁니다"
        case .vacuumed: "{1}: 정리 전 {2}바이트, 정리 후 {3}바이트"
        }
    }
}
