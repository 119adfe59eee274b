import BylineCore
import BylineText

/// How the sources view orders its sources (`sort-sources`, cycled with `O`).
public enum SourceSort: String, CaseIterable, Hashable, Sendable {
    /// By name, A to Z (ignoring case).
    case name
    /// Most unread first.
    case unread
    /// Most recently refreshed first (failing and never refreshed ones last).
    case lastUpdate = "last-update"

    /// The next order in the cycle.
    public var next: SourceSort {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }

    /// Words for the status bar.
    public var label: String {
        switch self {
        case .name: BrowserText.sortName.text
        case .unread: BrowserText.sortUnread.text
        case .lastUpdate: BrowserText.sortLastUpdate.text
        }
    }
}
