import BylineFilter
import BylineText
import Foundation

/// newsboat's killfile: `ignore-article` rules from the config and the `ignore-mode` that
/// says when they apply.
public struct Killfile: Sendable, Hashable {
    /// When ignored articles are left out.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// A refresh never stores them (newsboat's default).
        case download
        /// They are stored but left out of every list and count.
        case display
    }

    /// The rules, in config order; an article matching any of them is ignored.
    public var rules: [IgnoreRule]
    /// When the rules apply.
    public var mode: Mode

    /// A killfile from its parts; by default no rules, in download mode.
    public init(rules: [IgnoreRule] = [], mode: Mode = .download) {
        self.rules = rules
        self.mode = mode
    }

    /// The rules a refresh applies before storing: all of them in download mode, else none.
    public var downloadRules: [IgnoreRule] { mode == .download ? rules : [] }

    /// The rules that hide stored articles: all of them in display mode, else none.
    public var displayRules: [IgnoreRule] { mode == .display ? rules : [] }
}

/// One `ignore-article FEED EXPR` line: articles of the matching feeds that match the expression.
public struct IgnoreRule: Sendable, Hashable {
    /// Which sources the rule covers.
    public enum Feeds: Sendable, Hashable {
        /// `*`: every source.
        case all
        /// One source, by its URL as the urls file writes it.
        case url(String)
        /// `regex:PATTERN`: sources whose URL matches (POSIX extended, ignoring case).
        case matching(String)
    }

    /// Which sources.
    public var feeds: Feeds
    /// Which of their articles.
    public var expression: FilterExpression

    /// A rule from its parts.
    public init(feeds: Feeds, expression: FilterExpression) {
        self.feeds = feeds
        self.expression = expression
    }

    /// The rule from its two config values, or why it cannot be one (a column for the expression).
    public init(feedPattern: String, expression text: String) throws(SourceKeyError) {
        let pattern = feedPattern.trimmingCharacters(in: .whitespaces)
        if pattern == "*" {
            feeds = .all
        } else if pattern.lowercased().hasPrefix("regex:") {
            let regex = String(pattern.dropFirst("regex:".count))
            do throws(FilterError) {
                try FilterValueReader.checkRegex(regex, column: 1)
            } catch {
                throw SourceKeyError(ColorText.feedPatternRegex(error.message))
            }
            feeds = .matching(regex)
        } else if pattern.isEmpty {
            throw SourceKeyError(ColorText.ignoreNeedsFeed.text)
        } else {
            feeds = .url(pattern)
        }
        do throws(FilterError) {
            expression = try FilterExpression.parse(text)
        } catch {
            throw SourceKeyError(ColorText.ignoreExpression(error.description))
        }
    }
}

extension [IgnoreRule] {
    /// The SQL condition that holds for an article no rule ignores, or nil when there are no rules.
    func keepCondition(now: Date) -> FilterSQL? {
        guard !isEmpty else { return nil }
        var parts: [String] = []
        var values: [any SQLBindable] = []
        for rule in self {
            let filter = FilterSQL(rule.expression, now: now)
            switch rule.feeds {
            case .all:
                parts.append(filter.sql)
            case .url(let url):
                parts.append("(articles.source_key = ? AND \(filter.sql))")
                values.append(url)
            case .matching(let regex):
                parts.append("(articles.source_key REGEXP ? AND \(filter.sql))")
                values.append(regex)
            }
            values += filter.values
        }
        return FilterSQL(sql: "NOT (" + parts.joined(separator: " OR ") + ")", values: values)
    }
}
