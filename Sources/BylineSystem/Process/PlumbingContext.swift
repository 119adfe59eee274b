import BylineText
import Foundation

/// What a command the user configured hears about the article it acts on, in environment
/// variables a script can read exactly (`"$BYLINE_URL"`), whatever the characters: the
/// browser (`o`, `1`–`9`), `pipe-to` (`|`), `bookmark-cmd` (Ctrl-B) and `notify-program`.
///
/// Every variable is set (empty when there is no value), so a value left in Byline's own
/// environment never reaches a command as if it were the article's.
public struct PlumbingContext: Sendable, Hashable {
    /// The link the command is about: the one opened, else the article's.
    public var url: String?
    /// The article's own link.
    public var articleURL: String?
    /// The article's title.
    public var title: String?
    /// The title of the article's feed.
    public var feedTitle: String?
    /// The address of the article's feed, without any login in it.
    public var feedURL: String?
    /// How many new articles a refresh brought (`notify-program`).
    public var newCount: Int?

    /// A context from its parts.
    public init(
        url: String? = nil, articleURL: String? = nil, title: String? = nil, feedTitle: String? = nil,
        feedURL: String? = nil, newCount: Int? = nil
    ) {
        self.url = url
        self.articleURL = articleURL
        self.title = title
        self.feedTitle = feedTitle
        self.feedURL = feedURL
        self.newCount = newCount
    }

    /// The variables, in the order the README lists them.
    public static let variableNames = [
        "BYLINE_URL", "BYLINE_ARTICLE_URL", "BYLINE_TITLE", "BYLINE_FEED_TITLE",
        "BYLINE_FEED_URL", "BYLINE_NEW_COUNT"
    ]

    /// `base` (Byline's environment) with these variables set and Byline's secrets left out.
    public func environment(from base: [String: String]) -> [String: String] {
        var environment = SecretEnvironment.scrubbed(base)
        let values = [url, articleURL, title, feedTitle, feedURL, newCount.map(String.init)]
        for (name, value) in zip(Self.variableNames, values) {
            environment[name] = value.map { TextSanitizer.singleLine($0) } ?? ""
        }
        return environment
    }
}
