import BylineText
import Foundation

/// A `source PATTERN { … }` block of the config: settings for the sources it matches.
///
/// ```
/// source "https://news.example.com/*" {
///     reload-time 180
///     header "X-Edition: international"
/// }
/// source tag:paywalled {
///     cookies ~/.config/byline/news-cookies.txt
/// }
/// ```
public struct SourceBlock: Sendable, Hashable {
    /// Which sources a block covers.
    public enum Pattern: Sendable, Hashable, CustomStringConvertible {
        /// `tag:NAME`: the sources with that tag.
        case tag(String)
        /// A URL, exactly (as duplicates are compared).
        case url(String)
        /// A URL with `*` (any text) and `?` (one character), compared ignoring case.
        case glob(String)

        /// The pattern from its text.
        public init(_ text: String) {
            if text.lowercased().hasPrefix("tag:") {
                self = .tag(String(text.dropFirst(4)))
            } else if text.contains("*") || text.contains("?") {
                self = .glob(text)
            } else {
                self = .url(text)
            }
        }

        /// Whether `source` is covered.
        public func matches(_ source: Source) -> Bool {
            switch self {
            case .tag(let tag): source.tags.contains(tag)
            case .url(let url): Source.duplicateIdentity(of: url) == Source.duplicateIdentity(of: source.key)
            case .glob(let glob): Self.glob(Array(glob.lowercased()), matches: Array(source.key.lowercased()))
            }
        }

        /// How specific it is: an exact URL, then a glob by how many characters it names,
        /// then a tag. A more specific block wins over a less specific one.
        public var specificity: Int {
            switch self {
            case .tag: 0
            case .glob(let glob): 1 + glob.filter { $0 != "*" && $0 != "?" }.count
            case .url: Int.max
            }
        }

        public var description: String {
            switch self {
            case .tag(let tag): "tag:" + tag
            case .url(let text), .glob(let text): text
            }
        }

        /// `*` and `?` over characters, iteratively (no backtracking blow-up).
        static func glob(_ pattern: [Character], matches text: [Character]) -> Bool {
            var p = 0
            var t = 0
            var star = -1
            var mark = 0
            while t < text.count {
                if p < pattern.count && (pattern[p] == "?" || pattern[p] == text[t]) {
                    p += 1
                    t += 1
                } else if p < pattern.count && pattern[p] == "*" {
                    star = p
                    mark = t
                    p += 1
                } else if star >= 0 {
                    p = star + 1
                    mark += 1
                    t = mark
                } else {
                    return false
                }
            }
            while p < pattern.count && pattern[p] == "*" { p += 1 }
            return p == pattern.count
        }
    }

    /// Which sources.
    public var pattern: Pattern
    /// The line the block opens on.
    public var line: Int
    /// Its settings.
    public var settings: SourceSettings

    /// A block from its parts.
    public init(pattern: Pattern, line: Int, settings: SourceSettings = SourceSettings()) {
        self.pattern = pattern
        self.line = line
        self.settings = settings
    }
}

extension [SourceBlock] {
    /// `source` with the settings of every block that matches it laid under its own (the
    /// urls-file line's): the least specific block first, a later block over an earlier
    /// one of the same specificity; its `title` setting names it when its line does not.
    public func resolving(_ source: Source) -> Source {
        let matching = filter { $0.pattern.matches(source) }
            .sorted { ($0.pattern.specificity, $0.line) < ($1.pattern.specificity, $1.line) }
        guard !matching.isEmpty else { return source.withLineTitle() }
        var settings = SourceSettings()
        for block in matching { settings = settings.overlaid(with: block.settings) }
        var resolved = source
        resolved.settings = settings.overlaid(with: source.settings)
        return resolved.withLineTitle()
    }
}

extension Source {
    /// The source named by its `title` setting when it has one (a `"~Name"` on its line is
    /// that setting, so it wins over a block's).
    func withLineTitle() -> Source {
        guard let title = settings.title else { return self }
        var named = self
        named.title = title
        return named
    }
}
