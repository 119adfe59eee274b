/// A named operation a key can be bound to; what it does can depend on the focused pane
/// (``moveDown`` selects the next headline in the list and scrolls in the article).
public enum Command: Hashable, Sendable {
    /// Select the previous headline, or scroll the article up a line.
    case moveUp
    /// Select the next headline, or scroll the article down a line.
    case moveDown
    /// Up one page.
    case pageUp
    /// Down one page.
    case pageDown
    /// To the first headline or the top of the article.
    case top
    /// To the last headline or the end of the article.
    case bottom
    /// Open the selected article (marks it read).
    case open
    /// Back from the article to the list; in the list, clear the filter.
    case back
    /// Move the keyboard to the other pane.
    case switchPane
    /// Refresh every source.
    case refreshAll
    /// Refresh the selected article's source.
    case refreshSource
    /// Open the article in the web browser.
    case openInBrowser
    /// Fetch the open article's web page and show it in reader mode.
    case fetchFullText
    /// Filter the list as you type (full-text search).
    case filter
    /// Go to the next unread article.
    case nextUnread
    /// Go to the previous unread article.
    case previousUnread
    /// Mark the article read or unread.
    case toggleRead
    /// Mark every article in the list (as filtered) read.
    case markAllRead
    /// Star or unstar the article.
    case toggleStar
    /// Open link number `n` (1–9) of the open article in the browser.
    case openLink(Int)
    /// Show or hide the key help.
    case help
    /// Close help, leave the article, clear the filter, or quit — the first that applies.
    case backOrQuit
    /// Quit at once.
    case quit
    /// Repaint the screen.
    case redraw
    /// Open or close the sources view.
    case showSources
    /// The next order of the focused list (articles: date, title, source; sources: name,
    /// unread count, last update).
    case cycleSort
    /// Take back the last read, unread, star or mark-all change.
    case undo
    /// Narrow the list with a filter-language expression (newsboat's set-filter).
    case setFilter
    /// Scroll the article's code blocks to the left (back towards their start).
    case scrollCodeLeft
    /// Scroll the article's code blocks to the right, to show what was clipped.
    case scrollCodeRight

    /// What the help screen says it does; the nine link commands share one line.
    public var summary: String {
        switch self {
        case .moveUp: return "Previous headline / scroll up"
        case .moveDown: return "Next headline / scroll down"
        case .pageUp: return "Page up"
        case .pageDown: return "Page down"
        case .top: return "First headline / top of article"
        case .bottom: return "Last headline / end of article"
        case .open: return "Open the article (marks it read)"
        case .back: return "Back to the list; clear the filter"
        case .switchPane: return "Switch pane"
        case .refreshAll: return "Refresh all sources"
        case .refreshSource: return "Refresh this article's source"
        case .openInBrowser: return "Open the article in the browser"
        case .fetchFullText: return "Fetch the full article (reader mode)"
        case .filter: return "Filter as you type (Esc clears)"
        case .nextUnread: return "Next unread article"
        case .previousUnread: return "Previous unread article"
        case .toggleRead: return "Toggle read"
        case .markAllRead: return "Mark all shown articles read"
        case .toggleStar: return "Star / unstar"
        case .openLink: return "Open the article's link [1]–[9]"
        case .help: return "This help"
        case .backOrQuit: return "Back; quit from the list"
        case .quit: return "Quit"
        case .redraw: return "Redraw the screen"
        case .showSources: return "Sources, tags and query feeds (Enter shows one)"
        case .cycleSort: return "Change the order (articles or sources)"
        case .undo: return "Undo the last read, star or mark-all change"
        case .setFilter: return "Filter by expression (unread = yes and title =~ \"x\")"
        case .scrollCodeLeft, .scrollCodeRight: return "Scroll the article's code sideways"
        }
    }
}
