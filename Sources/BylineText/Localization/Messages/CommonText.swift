import Foundation

/// Words used across the program: yes and no, counts, times.
public enum CommonText: String, CatalogueMessage {
    case yes, no, never, unknown
    case justNow, minutesAgo, hoursAgo, daysAgo

    /// The English template.
    public var english: String {
        switch self {
        case .yes: "yes"
        case .no: "no"
        case .never: "never"
        case .unknown: "unknown"
        case .justNow: "just now"
        case .minutesAgo: "{1}m ago"
        case .hoursAgo: "{1}h ago"
        case .daysAgo: "{1}d ago"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .yes: "예"
        case .no: "아니요"
        case .never: "없음"
        case .unknown: "알 수 없음"
        case .justNow: "방금"
        case .minutesAgo: "{1}분 전"
        case .hoursAgo: "{1}시간 전"
        case .daysAgo: "{1}일 전"
        }
    }
}
