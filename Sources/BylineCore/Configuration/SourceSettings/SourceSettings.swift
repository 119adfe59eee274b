import BylineText
import Foundation

/// One source's own settings, from its urls-file line and the config's `source` blocks that
/// match it (see ``SourceSetting``); nil where neither says anything, so the global option
/// (or the default) applies. Each value remembers where it came from (``origins``).
public struct SourceSettings: Sendable, Hashable {
    /// One extra request header.
    public struct Header: Sendable, Hashable {
        /// Its name, as written.
        public var name: String
        /// Its value.
        public var value: String
        /// Where it was set.
        public var origin: SettingOrigin

        /// Whether its value is a credential, never shown and masked in what comes back.
        public var isSecret: Bool {
            let lower = name.lowercased()
            return CredentialHeaders.names.contains(lower)
                || ["token", "key", "auth", "secret", "session", "password", "cookie"].contains { lower.contains($0) }
        }
    }

    /// One killfile rule of this source.
    public struct IgnoreRule: Sendable, Hashable {
        /// The expression as written.
        public var text: String
        /// The expression.
        public var expression: FilterExpression
        /// Where it was set.
        public var origin: SettingOrigin
    }

    /// `reload-time`, in minutes.
    public var reloadMinutes: Int?
    /// `user-agent`.
    public var userAgent: String?
    /// `header` lines, one per name (a later or higher-precedence one replaces one of the same name).
    public var headers: [Header] = []
    /// `cookies`: the cookies.txt file, `~/` expanded.
    public var cookieFile: String?
    /// `proxy`: a URL, or the empty string for `none` (no proxy, whatever the environment says).
    public var proxy: String?
    /// `max-items`.
    public var maxItems: Int?
    /// `keep-articles-days`.
    public var keepArticlesDays: Int?
    /// `ignore-article` rules (they add up: every layer's rules apply).
    public var ignoreRules: [IgnoreRule] = []
    /// `full-text`.
    public var fullText: Bool?
    /// `title`.
    public var title: String?
    /// Where each single-valued setting came from.
    public var origins: [SourceSetting: SettingOrigin] = [:]

    /// No settings of its own.
    public init() {}

    /// Whether nothing is set.
    public var isEmpty: Bool { origins.isEmpty && headers.isEmpty && ignoreRules.isEmpty }

    /// The values `reload-time` accepts, in minutes (as the global option).
    public static let reloadRange = 1...10_080

    /// Sets `setting` from its text `value`, or says why it cannot (the caller names the file
    /// and line); `home` expands a leading `~/` of a cookie file.
    public mutating func set(
        _ setting: SourceSetting, _ value: String, origin: SettingOrigin,
        home: String = NSHomeDirectory()
    ) throws(SourceKeyError) {
        let name = setting.rawValue
        func number(_ range: ClosedRange<Int>, unit: ConfigText?, noun: ConfigText) throws(SourceKeyError) -> Int {
            try ConfigurationKey.number(value, named: name, in: range, unit: unit, noun: noun)
        }
        guard !value.isEmpty else { throw SourceKeyError(SourceSettingText.emptyTag(name)) }
        switch setting {
        case .reloadTime:
            reloadMinutes = try number(Self.reloadRange, unit: .unitMinutes, noun: .nounMinutes)
        case .maxItems:
            maxItems = try number(ExpiryPolicy.maxItemsRange, unit: nil, noun: .nounWholeNumber)
        case .keepArticlesDays:
            keepArticlesDays = try number(ExpiryPolicy.daysRange, unit: .unitDays, noun: .nounDays)
        case .userAgent:
            guard !value.contains(where: { $0.isNewline || $0 == "\0" }) else {
                throw SourceKeyError(ConfigText.userAgentOneLine.text)
            }
            userAgent = value
        case .fullText:
            switch value.lowercased() {
            case "yes", "true", "on": fullText = true
            case "no", "false", "off": fullText = false
            default: throw SourceKeyError(ConfigText.mustBeYesNo(name, SourceLineError.quote(value)))
            }
        case .proxy:
            proxy = try Self.proxyValue(value)
        case .cookies:
            cookieFile = value.hasPrefix("~/") ? (home as NSString).appendingPathComponent(String(value.dropFirst(2))) : value
        case .title:
            guard let line = ArticleText.line(value) else { throw SourceKeyError(SourceSettingText.emptyTag(name)) }
            title = line
        case .header:
            let header = try Self.header(value, origin: origin)
            headers.removeAll { $0.name.caseInsensitiveEquals(header.name) }
            headers.append(header)
            return
        case .ignoreArticle:
            do throws(FilterError) {
                ignoreRules.append(IgnoreRule(text: value, expression: try FilterExpression.parse(value), origin: origin))
            } catch {
                throw SourceKeyError(ColorText.ignoreExpression(error.description))
            }
            return
        }
        origins[setting] = origin
    }

    /// `none` as the empty string, else a proxy URL as the global option takes it.
    static func proxyValue(_ value: String) throws(SourceKeyError) -> String {
        guard value.lowercased() != "none" else { return "" }
        guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
            ["http", "https", "socks4", "socks5", "socks5h"].contains(scheme), url.host != nil
        else {
            throw SourceKeyError(ConfigText.proxyURL(SourceLineError.quote(URLRedaction.redacted(value))))
        }
        return value
    }

    /// `Name: value` as a header.
    static func header(_ text: String, origin: SettingOrigin) throws(SourceKeyError) -> Header {
        guard let colon = text.firstIndex(of: ":") else {
            throw SourceKeyError(SourceSettingText.headerSyntax(SourceLineError.quote(text)))
        }
        let name = text[..<colon].trimmingCharacters(in: .whitespaces)
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        let token = CharacterSet(charactersIn: "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(token.contains) else {
            throw SourceKeyError(SourceSettingText.headerName(SourceLineError.quote(name)))
        }
        guard !value.contains(where: { $0.isNewline || $0 == "\0" }) else {
            throw SourceKeyError(SourceSettingText.headerSyntax(SourceLineError.quote(text)))
        }
        return Header(name: name, value: value, origin: origin)
    }

    /// These settings with `other`'s laid over them: what `other` sets wins; headers are
    /// replaced by name; ignore rules add up.
    public func overlaid(with other: SourceSettings) -> SourceSettings {
        var result = self
        for setting in other.origins.keys {
            result.origins[setting] = other.origins[setting]
            switch setting {
            case .reloadTime: result.reloadMinutes = other.reloadMinutes
            case .userAgent: result.userAgent = other.userAgent
            case .cookies: result.cookieFile = other.cookieFile
            case .proxy: result.proxy = other.proxy
            case .maxItems: result.maxItems = other.maxItems
            case .keepArticlesDays: result.keepArticlesDays = other.keepArticlesDays
            case .fullText: result.fullText = other.fullText
            case .title: result.title = other.title
            case .header, .ignoreArticle: break
            }
        }
        for header in other.headers {
            result.headers.removeAll { $0.name.caseInsensitiveEquals(header.name) }
            result.headers.append(header)
        }
        result.ignoreRules += other.ignoreRules
        return result
    }
}
