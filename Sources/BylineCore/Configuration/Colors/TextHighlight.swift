/// A `highlight` line: every match of a pattern, in the places it names, drawn in a style.
public struct TextHighlight: Sendable, Hashable {
    /// Where a `highlight` line applies (newsboat's words).
    public enum Scope: String, Sendable, Hashable, CaseIterable {
        /// The article text.
        case article
        /// The headline list's titles.
        case articleList = "articlelist"
        /// The sources view's names.
        case feedList = "feedlist"
        /// All three.
        case all

        /// Whether a highlight of this scope applies to `place`.
        public func covers(_ place: Scope) -> Bool { self == .all || self == place }
    }

    /// Where it applies.
    public var scope: Scope
    /// What it colors.
    public var pattern: TextPattern
    /// How matches look.
    public var style: ElementStyle

    /// A highlight from its parts.
    public init(scope: Scope, pattern: TextPattern, style: ElementStyle) {
        self.scope = scope
        self.pattern = pattern
        self.style = style
    }
}
