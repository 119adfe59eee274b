/// A part of the screen a `color` line can paint: newsboat's names first, then Byline's own.
public enum ColorElement: String, Sendable, Hashable, CaseIterable {
    /// Headlines and sources already read.
    case listNormal = "listnormal"
    /// The selected headline or source.
    case listFocus = "listfocus"
    /// Unread headlines and sources with unread articles.
    case listNormalUnread = "listnormal_unread"
    /// The selected row when it is unread.
    case listFocusUnread = "listfocus_unread"
    /// The status bar (and the top bar, unless `title` is set).
    case info
    /// The top bar.
    case title
    /// The article's text.
    case article
    /// The whole screen behind everything else (curses's default colors).
    case background
    /// The `~` rows below the end of an article (drawn only when this element is colored).
    case endOfTextMarker = "end-of-text-marker"
    /// A key in the status bar's hints.
    case hintKey = "hint-key"
    /// What a key does, in the status bar's hints.
    case hintDescription = "hint-description"
    /// The space between two hints.
    case hintSeparator = "hint-separator"
    /// newsboat's `/` between keys of one hint; Byline shows one key per hint, so it is
    /// accepted for newsboat's configs and paints nothing.
    case hintKeysDelimiter = "hint-keys-delimiter"
    /// Byline: the headings of the sources view (`── Tags ──`).
    case sourcesHeading = "sources-heading"
    /// Byline: errors (the status bar's, a failing source's `✗` and reason).
    case error
    /// Byline: links in the article text.
    case link
    /// Byline: the words of the `/` search in the headlines.
    case searchHit = "search-hit"
    /// Byline: headings in the article text and its title.
    case heading
    /// Byline: quoted text in an article.
    case quote
    /// Byline: code in an article.
    case code
    /// Byline: the star of a starred headline.
    case star
    /// Byline: secondary text (dates, source names, counts, separators).
    case secondary

    /// The element whose colors this one takes when it has no `color` line of its own
    /// (`listfocus_unread` is `listfocus` in bold, `title` is `info`, a hint part is `info`).
    public var fallback: ColorElement? {
        switch self {
        case .listFocusUnread: .listFocus
        case .listNormalUnread: .listNormal
        case .title, .hintKey, .hintDescription, .hintSeparator: .info
        default: nil
        }
    }

    /// Whether the element is one of newsboat's (the others are Byline's own).
    public var isNewsboats: Bool {
        switch self {
        case .sourcesHeading, .error, .link, .searchHit, .heading, .quote, .code, .star, .secondary: false
        default: true
        }
    }
}
