import BylineCore
import BylineText

/// A configured source as the sources view lists it: what the urls file says of it.
public struct SourceEntry: Hashable, Sendable {
    /// What kind of source it is.
    public enum Kind: Hashable, Sendable {
        /// A feed or a NewsAPI query: fetched by a refresh.
        case fetched
        /// A query feed (`"query:Name:EXPR"`): never fetched, its articles are the filter's matches.
        case query(FilterExpression)
    }

    /// The source's key (its address, or `query:Name` for a query feed).
    public var key: String
    /// The name the urls file gives it (`"~Name"`), if any.
    public var title: String?
    /// The name to use when neither the urls file nor the feed names it.
    public var fallbackName: String
    /// Its tags, without newsboat's hidden tag `!`.
    public var tags: [String]
    /// Tagged `!`: left out of All, Unread and Starred (it still has its own row).
    public var isHidden: Bool
    /// Fetched or a query.
    public var kind: Kind

    /// An entry from its parts; names are cleaned for the screen.
    public init(
        key: String, title: String? = nil, fallbackName: String, tags: [String] = [], isHidden: Bool = false,
        kind: Kind = .fetched
    ) {
        self.key = key
        self.title = title.map(TextSanitizer.singleLine).flatMap { $0.isEmpty ? nil : $0 }
        self.fallbackName = TextSanitizer.singleLine(fallbackName)
        self.tags = tags.map(TextSanitizer.singleLine).filter { !$0.isEmpty && $0 != "!" }
        self.isHidden = isHidden
        self.kind = kind
    }

    /// The entry for a configured source: `!` among its tags hides it.
    public init(_ source: Source) {
        var kind = Kind.fetched
        if case .query(let expression) = source.kind { kind = .query(expression) }
        self.init(
            key: source.key, title: source.title, fallbackName: source.displayName, tags: source.tags,
            isHidden: source.tags.contains("!"), kind: kind)
    }
}
