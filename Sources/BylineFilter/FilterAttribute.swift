import Foundation

/// A property of an article that a filter expression can test (newsboat's names).
public enum FilterAttribute: String, Sendable, Hashable, CaseIterable {
    /// The headline.
    case title
    /// The author, empty when unknown.
    case author
    /// The article's link.
    case link
    /// The body (HTML or text as the feed sent it), else the summary.
    case content
    /// The source's name.
    case feedTitle = "feedtitle"
    /// The source's URL (or `newsapi:` text).
    case feedURL = "feedurl"
    /// The source's tags from the urls file.
    case tags
    /// Whether the article is unread (`yes`/`no`).
    case unread
    /// Whether the article is starred (`yes`/`no`).
    case starred
    /// newsboat's flag letters: `s` when starred (the letter newsboat users star with).
    case flags
    /// Whole days since the article was published (else first seen).
    case age
    /// The day the article was published (else first seen), as `YYYY-MM-DD` in local time.
    case date
    /// An enclosure's address (newsboat's name); with several, any one may match, and an
    /// article without enclosures has the empty address.
    case enclosureURL = "enclosure_url"
    /// An enclosure's media type, `audio/mpeg` (newsboat's name); empty when unknown.
    case enclosureType = "enclosure_type"
    /// Whether the article carries any enclosure (`yes`/`no`).
    case hasEnclosure = "has_enclosure"

    /// What kind of value the attribute holds, which decides its operators and literals.
    public enum Kind: Sendable, Hashable {
        /// Text: `=`, `!=`, `=~`, `!~`, `#`, `!#`.
        case text
        /// A list of words (tags): `#`, `!#`, `=~`, `!~`.
        case list
        /// Yes or no: `=`, `!=`.
        case yesNo
        /// A whole number of days: `=`, `!=`, `<`, `>`, `<=`, `>=`, `between`.
        case days
        /// A calendar day: the same operators as ``days``.
        case day
    }

    /// The attribute's kind.
    public var kind: Kind {
        switch self {
        case .title, .author, .link, .content, .feedTitle, .feedURL, .flags, .enclosureURL, .enclosureType: .text
        case .tags: .list
        case .unread, .starred, .hasEnclosure: .yesNo
        case .age: .days
        case .date: .day
        }
    }

    /// The operators the attribute accepts.
    public var operators: [FilterOperator] {
        switch kind {
        case .text: [.equal, .notEqual, .matches, .notMatches, .contains, .notContains]
        case .list: [.contains, .notContains, .matches, .notMatches]
        case .yesNo: [.equal, .notEqual]
        case .days, .day: [.equal, .notEqual, .less, .greater, .lessOrEqual, .greaterOrEqual, .between]
        }
    }
}
