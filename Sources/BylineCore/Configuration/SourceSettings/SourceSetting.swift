import Foundation

/// A setting one source may have of its own: as a `key=value` tag on its urls-file line, or
/// in a `source PATTERN { … }` block of the config (``SourceBlock``). The names are the
/// config's own where a global option exists, so one word means one thing everywhere.
///
/// The media work's `download-command` and `player` join this list as two more cases (and
/// two more fields of ``SourceSettings``); nothing else here needs to change for them.
public enum SourceSetting: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `reload-time MINUTES`: how often the automatic reload asks this source.
    case reloadTime = "reload-time"
    /// `user-agent TEXT`.
    case userAgent = "user-agent"
    /// `header "Name: value"` (repeatable): an extra request header.
    case header
    /// `cookies PATH`: a cookies.txt file (Netscape format, as browsers export) sent with the requests.
    case cookies
    /// `proxy URL|none`.
    case proxy
    /// `max-items N`: the newest articles kept.
    case maxItems = "max-items"
    /// `keep-articles-days DAYS`: articles older than this are removed.
    case keepArticlesDays = "keep-articles-days"
    /// `ignore-article EXPRESSION` (repeatable): the killfile for this source.
    case ignoreArticle = "ignore-article"
    /// `full-text yes|no`.
    case fullText = "full-text"
    /// `title TEXT`: the name shown instead of the feed's own.
    case title

    /// The global option that gives this setting for every source, if there is one.
    public var globalOption: ConfigurationKey? {
        switch self {
        case .reloadTime: .reloadTime
        case .userAgent: .userAgent
        case .proxy: .proxy
        case .maxItems: .maxItems
        case .keepArticlesDays: .keepArticlesDays
        case .ignoreArticle: .ignoreArticle
        case .fullText: .fullText
        case .header, .cookies, .title: nil
        }
    }

    /// Whether a source may have several (each line adds one).
    public var isRepeatable: Bool { self == .header || self == .ignoreArticle }

    /// What the value looks like.
    public var valueSyntax: String {
        switch self {
        case .reloadTime: "MINUTES"
        case .userAgent: "TEXT"
        case .header: "\"NAME: VALUE\""
        case .cookies: "PATH"
        case .proxy: "URL|none"
        case .maxItems: "N"
        case .keepArticlesDays: "DAYS"
        case .ignoreArticle: "EXPRESSION"
        case .fullText: "yes|no"
        case .title: "TEXT"
        }
    }

    public static func < (lhs: SourceSetting, rhs: SourceSetting) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// Where a source's setting came from, for `byline show-source`.
public enum SettingOrigin: Sendable, Hashable, CustomStringConvertible {
    /// A tag on the source's line of the urls file.
    case urlsLine(file: String, line: Int)
    /// A `source PATTERN { … }` block of the config (the line of the setting).
    case block(file: String, line: Int, pattern: String)
    /// The global option (the line that set it).
    case global(file: String, line: Int)
    /// Nothing set it.
    case unset

    /// `urls:3`, `config:12`, or `default`.
    public var description: String {
        switch self {
        case .urlsLine(let file, let line), .global(let file, let line): "\(file):\(line)"
        case .block(let file, let line, let pattern): "\(file):\(line) (source \(pattern))"
        case .unset: "default"
        }
    }
}
