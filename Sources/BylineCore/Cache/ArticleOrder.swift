import BylineText

/// The order of a list of articles (`sort-articles`, cycled with `O` in the browser).
public enum ArticleOrder: String, CaseIterable, Sendable, Hashable {
    /// Newest first (published, else first seen).
    case date
    /// By title, A to Z ignoring case; newest first among equal titles.
    case title
    /// By source name, A to Z ignoring case; newest first within a source.
    case source

    /// The next order in the cycle.
    public var next: ArticleOrder {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }

    /// Words for the status bar, in the current language.
    public var label: String {
        switch self {
        case .date: BrowserText.orderDate.text
        case .title: BrowserText.orderTitle.text
        case .source: BrowserText.orderSource.text
        }
    }

    /// The column compared first, when the order has one before the list key.
    var column: String? {
        switch self {
        case .date: nil
        case .title: "articles.title"
        case .source: "articles.source_name"
        }
    }
}
