import Foundation

/// A cache that failed under the browser or at open: a flag change it refused, and the
/// damage SQLite's check found, counted on one line with its details in a log.
public enum CacheTroubleText: String, CatalogueMessage {
    case notSaved, problems1, problemsN

    /// The English template.
    public var english: String {
        switch self {
        case .notSaved: "not saved: {1}"
        case .problems1: "1 problem found; the details are in {1}"
        case .problemsN: "{1} problems found; the details are in {2}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .notSaved: "저장하지 못했습니다: {1}"
        case .problems1: "문제 1개 발견, 자세한 내용은 {1}에 있습니다"
        case .problemsN: "문제 {1}개 발견, 자세한 내용은 {2}에 있습니다"
        }
    }
}
