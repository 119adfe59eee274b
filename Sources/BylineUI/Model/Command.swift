import BylineCore
import BylineText

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
    /// Drop the `/` search and the `F` expression (newsboat's clear-filter).
    case clearFilter
    /// Show or hide read articles (newsboat's toggle-show-read-feeds).
    case toggleShowRead
    /// Mark every article of every shown source read (newsboat's mark-all-feeds-read).
    case markEverythingRead
    /// The next key runs the macro bound to it (newsboat's macro-prefix, `,`).
    case macroPrefix
    /// Pipe the article, as text, to a command typed at a prompt (newsboat's pipe-to).
    case pipeTo
    /// Hand the article to `bookmark-cmd` (newsboat's bookmark).
    case bookmark
    /// Save the article to a file under `save-path` (newsboat's `save`).
    case saveArticle
    /// Show the selected source's settings and health (newsboat #3338's info pane).
    case sourceInfo
    /// Scroll the article's code blocks to the left (back towards their start).
    case scrollCodeLeft
    /// Scroll the article's code blocks to the right, to show what was clipped.
    case scrollCodeRight
    /// Show the next source's articles, in the sources view's order (newsboat's next-feed).
    case nextFeed
    /// Show the previous source's articles (newsboat's prev-feed).
    case previousFeed
    /// Show the next source that has unread articles (newsboat's next-unread-feed).
    case nextUnreadFeed
    /// Show the previous source that has unread articles (newsboat's prev-unread-feed).
    case previousUnreadFeed
    /// Queue the selected article's enclosure for download (newsboat's enqueue, `e`).
    case enqueue
    /// Open the downloads view (podboat's keys inside it).
    case showDownloads

    /// What the help screen says it does; the nine link commands share one line.
    public var summary: String {
        switch self {
        case .moveUp: return KeyHelpText.moveUp.text
        case .moveDown: return KeyHelpText.moveDown.text
        case .pageUp: return KeyHelpText.pageUp.text
        case .pageDown: return KeyHelpText.pageDown.text
        case .top: return KeyHelpText.top.text
        case .bottom: return KeyHelpText.bottom.text
        case .open: return KeyHelpText.open.text
        case .back: return KeyHelpText.back.text
        case .switchPane: return KeyHelpText.switchPane.text
        case .refreshAll: return KeyHelpText.refreshAll.text
        case .refreshSource: return KeyHelpText.refreshSource.text
        case .openInBrowser: return KeyHelpText.openInBrowser.text
        case .fetchFullText: return KeyHelpText.fetchFullText.text
        case .filter: return KeyHelpText.filter.text
        case .nextUnread: return KeyHelpText.nextUnread.text
        case .previousUnread: return KeyHelpText.previousUnread.text
        case .toggleRead: return KeyHelpText.toggleRead.text
        case .markAllRead: return KeyHelpText.markAllRead.text
        case .toggleStar: return KeyHelpText.toggleStar.text
        case .openLink: return KeyHelpText.openLink.text
        case .help: return KeyHelpText.help.text
        case .backOrQuit: return KeyHelpText.backOrQuit.text
        case .quit: return KeyHelpText.quit.text
        case .redraw: return KeyHelpText.redraw.text
        case .showSources: return KeyHelpText.showSources.text
        case .cycleSort: return KeyHelpText.cycleSort.text
        case .undo: return KeyHelpText.undo.text
        case .setFilter: return KeyHelpText.setFilter.text
        case .clearFilter: return KeyBindingText.clearFilter.text
        case .toggleShowRead: return KeyBindingText.toggleShowRead.text
        case .markEverythingRead: return KeyBindingText.markEverythingRead.text
        case .macroPrefix: return KeyBindingText.macroPrefix.text
        case .pipeTo: return PlumbingText.helpPipeTo.text
        case .bookmark: return PlumbingText.helpBookmark.text
        case .saveArticle: return SaveKeyText.help.text
        case .sourceInfo: return SaveKeyText.infoHelp.text
        case .scrollCodeLeft, .scrollCodeRight: return ReaderModeText.scrollCodeSideways.text
        case .nextFeed: return NewsboatKeysText.nextFeed.text
        case .previousFeed: return NewsboatKeysText.previousFeed.text
        case .nextUnreadFeed: return NewsboatKeysText.nextUnreadFeed.text
        case .previousUnreadFeed: return NewsboatKeysText.previousUnreadFeed.text
        case .enqueue: return MediaKeysText.enqueue.text
        case .showDownloads: return MediaKeysText.showDownloads.text
        }
    }

}
