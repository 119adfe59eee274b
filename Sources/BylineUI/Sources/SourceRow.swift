import BylineCore
import Foundation

/// What a row of the sources view stands for: Enter shows its articles.
public enum SourceTarget: Hashable, Sendable {
    /// Every article outside hidden sources.
    case all
    /// Unread articles outside hidden sources.
    case unread
    /// Starred articles outside hidden sources.
    case starred
    /// The sources with this tag.
    case tag(String)
    /// One fetched source.
    case source(key: String)
    /// A query feed and its expression.
    case query(key: String, expression: FilterExpression)
}

/// One line of the sources view.
public struct SourceRow: Hashable, Sendable {
    /// What Enter shows; nil for a section heading ("Tags", "Sources", "Query feeds").
    public var target: SourceTarget?
    /// The name shown (and given to the top bar), already cleaned.
    public var name: String
    /// Unread and total articles.
    public var tally: Tally
    /// When a refresh of it last succeeded (fetched sources only).
    public var lastSuccess: Date?
    /// Why its last refresh failed, in words; nil when it worked.
    public var error: String?
    /// Its counts are still being counted (a query feed, in the background).
    public var isCounting: Bool

    /// A row from its parts.
    public init(
        target: SourceTarget?, name: String, tally: Tally = Tally(), lastSuccess: Date? = nil, error: String? = nil,
        isCounting: Bool = false
    ) {
        self.isCounting = isCounting
        self.target = target
        self.name = name
        self.tally = tally
        self.lastSuccess = lastSuccess
        self.error = error
    }

    /// A section heading.
    static func heading(_ name: String) -> SourceRow { SourceRow(target: nil, name: name) }

    /// Whether the selection can rest on it.
    public var isSelectable: Bool { target != nil }
}
