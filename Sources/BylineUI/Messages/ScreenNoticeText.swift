import BylineText

/// What the browser's bars say about the state of things rather than about one key: the
/// standing failures, headlines that arrived above the screen, the warnings found at start,
/// and keys that cannot act where they were pressed.
public enum ScreenNoticeText: String, CatalogueMessage {
    case failingSources, failingSourcesShort, newAbove
    case oneWarning, warnings, warningsHeading, refreshFailuresHeading
    case linkOutOfRange, nothingToRefresh

    /// The English template.
    public var english: String {
        switch self {
        case .failingSources: "✗ {1} failing"
        case .failingSourcesShort: "✗{1}"
        case .newAbove: "↑ {1} new"
        case .oneWarning: "Warning ({1} shows it whole): {2}"
        case .warnings: "{1} warnings ({2} lists them): {3}"
        case .warningsHeading: "Warnings at start:"
        case .refreshFailuresHeading: "Failures of the last refresh:"
        case .linkOutOfRange: "This article has {1} numbered links: there is no [{2}]"
        case .nothingToRefresh: "The list is empty: {1} refreshes the selected article's source, {2} every source"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .failingSources: "✗ {1}개 실패 중"
        case .failingSourcesShort: "✗{1}"
        case .newAbove: "↑ 새 기사 {1}개"
        case .oneWarning: "경고 ({1} 키로 전부 봅니다): {2}"
        case .warnings: "경고 {1}개 ({2} 키로 모두 봅니다): {3}"
        case .warningsHeading: "시작할 때의 경고:"
        case .refreshFailuresHeading: "마지막 새로 고침의 실패:"
        case .linkOutOfRange: "이 기사의 번호 링크는 {1}개입니다: [{2}]는 없습니다"
        case .nothingToRefresh: "목록이 비어 있습니다: {1} 키는 선택한 기사의 소스를, {2} 키는 모든 소스를 새로 고칩니다"
        }
    }
}
