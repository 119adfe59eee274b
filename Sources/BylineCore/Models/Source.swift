import BylineText
import Foundation

/// Somewhere articles come from: a feed, a NewsAPI query, or the bundled demo set.
public struct Source: Sendable, Hashable, Identifiable {
    /// What kind of source, with what it needs to be fetched.
    public enum Kind: Sendable, Hashable {
        /// An RSS, Atom or JSON Feed document at a URL (the format is found from the content).
        case feed(URL)
        /// A NewsAPI v2 query.
        case newsAPI(NewsAPIQuery)
        /// The articles bundled with Byline, read with no network.
        case demo
        /// newsboat's query feed (`"query:Name:EXPR"`): never fetched; its articles are the
        /// cached ones the expression matches.
        case query(FilterExpression)
        /// newsboat's `exec:COMMAND`, from the user's own urls file: the command (argv, no
        /// shell) prints the feed on stdout.
        case exec([String])
        /// newsboat's `filter:COMMAND:URL`: the URL is fetched and its body goes through the
        /// command (argv, no shell), whose stdout is the feed.
        case filter([String], URL)
        /// A `file:///path` feed on this machine.
        case file(URL)
    }

    /// How to fetch it.
    public var kind: Kind
    /// Its identity in the cache: the URL or `newsapi:` text as written in the urls file,
    /// except that a password in the URL (`https://user:password@host/…`) is left out
    /// (``Source/keyWithoutPassword(_:)``), so no password is ever stored as a source's name.
    public var key: String
    /// Its address as written in the urls file, password included: what fetching uses and
    /// what a rewritten urls-file line keeps. The same as ``key`` (and follows it when the key
    /// is changed) unless the URL has a password.
    public var address: String {
        get { writtenAddress ?? key }
        set { writtenAddress = newValue == key ? nil : newValue }
    }
    /// The address when it differs from the key.
    private var writtenAddress: String?
    /// The name given with `"~Name"` in the urls file, or learned from the feed.
    public var title: String?
    /// Tags from the urls file or OPML folders.
    public var tags: [String]
    /// Its own settings: its urls-file line's `key=value` tags, under them the config's
    /// matching `source` blocks (``SourceSettings``); empty until the files are read.
    public var settings = SourceSettings()

    /// A source from its parts.
    public init(kind: Kind, key: String, title: String? = nil, tags: [String] = [], address: String? = nil) {
        self.kind = kind
        self.key = key
        self.writtenAddress = address == key ? nil : address
        self.title = title
        self.tags = tags
    }

    /// Sources are the same when their kind, key, title and tags are: their ``settings``
    /// are read from those tags and the config, so they say nothing more about the source.
    public static func == (lhs: Source, rhs: Source) -> Bool {
        lhs.kind == rhs.kind && lhs.key == rhs.key && lhs.title == rhs.title && lhs.tags == rhs.tags
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(key)
        hasher.combine(title)
        hasher.combine(tags)
    }

    /// The demo source.
    public static let demo = Source(kind: .demo, key: "byline:demo", title: "Byline demo")

    /// Whether this is a query feed, which is never fetched.
    public var isQuery: Bool {
        if case .query = kind { return true }
        return false
    }

    /// Whether fetching it runs a program the user named (`exec:` and `filter:` sources).
    public var runsCommand: Bool {
        switch kind {
        case .exec, .filter: true
        default: false
        }
    }

    /// Whether the source carries newsboat's hidden tag `!`: its articles stay out of "All"
    /// (see ``ArticleQuery/hiddenSourceKeys``) but show under its own name and its other tags.
    public var isHidden: Bool { tags.contains("!") }

    /// The stable identity (same as ``key``).
    public var id: String { key }

    /// The name to show: the given title, else the feed's host and path, or the query.
    public var displayName: String {
        if let title, !title.isEmpty { return title }
        switch kind {
        case .feed(let url):
            // Host and path, without the scheme: the host alone cannot tell apart the
            // feeds of one site. Foundation gives host and path %-decoded (`https://a%1B/`
            // has the host "a\u{1B}"), so they are outside text like any other.
            guard let host = url.host, !host.isEmpty else { return TextSanitizer.singleLine(key) }
            let port = url.port.map { ":\($0)" } ?? ""
            let path = url.path == "/" ? "" : url.path
            let name = TextSanitizer.singleLine(host + port + path)
            return name.isEmpty ? TextSanitizer.singleLine(key) : name
        case .newsAPI(let query): return query.displayName
        case .demo: return "Byline demo"
        case .query, .exec, .filter: return TextSanitizer.singleLine(key)
        case .file(let url): return TextSanitizer.singleLine(url.path)
        }
    }

    /// A short name for lists: the given title, else the feed's host, or the query.
    public var shortName: String {
        if let title, !title.isEmpty { return title }
        if case .feed(let url) = kind, let host = url.host.map(TextSanitizer.singleLine), !host.isEmpty {
            return host
        }
        return displayName
    }
}
