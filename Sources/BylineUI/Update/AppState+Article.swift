import BylineCore
import BylineText
import Foundation

/// The article pane: opening, scrolling, links and the browser.
extension AppState {
    /// Opens the selected article: the keyboard moves to the article pane (which takes the
    /// screen in single mode), the article is loaded if needed, and it is marked read.
    mutating func openSelected() -> [Effect] {
        guard let id = listPane.selectedID else { return [] }
        focus = .detail
        return requestArticle(id) + setRead(id: id, true)
    }

    /// Marks one article read or unread in the loaded rows and the counts, and asks the
    /// runtime to store it (nothing when it already was).
    mutating func setRead(id: Int64, _ read: Bool) -> [Effect] {
        if listPane.window.setRead(id: id, read) == read { return [] }
        return [.setRead(ids: [id], read: read)]
    }

    /// Lines of the article moved by a page (one line overlaps, to keep your place).
    var detailPage: Int { max(1, layout.pageHeight - 1) }

    /// The highest useful `articlePane.scroll`.
    var maxDetailScroll: Int {
        guard let shown = shownArticle else { return 0 }
        return max(0, shown.lines(width: layout.detailText.width).count - layout.pageHeight)
    }

    /// Scrolls the article by `delta` lines.
    mutating func scrollDetail(by delta: Int) -> [Effect] {
        scrollDetail(to: articlePane.scroll + delta)
    }

    /// Scrolls the article to show line `line` first.
    mutating func scrollDetail(to line: Int) -> [Effect] {
        articlePane.scroll = line
        clampDetailScroll()
        return []
    }

    /// Keeps `articlePane.scroll` inside the article.
    mutating func clampDetailScroll() {
        articlePane.clampScroll(to: maxDetailScroll)
    }

    /// `o`: the open article's address (or the selected headline's) in the browser.
    mutating func openInBrowser() -> [Effect] {
        let url = (focus == .detail ? shownArticle?.document.article.url : nil) ?? selectedRow?.url ?? shownArticle?.document.article.url
        guard let url else {
            note((listPane.selectedID == nil ? BrowserText.noArticleSelected : BrowserText.noLink).text)
            return []
        }
        return open(url)
    }

    /// `1`–`9`: a numbered link of the article on screen.
    mutating func openLink(_ number: Int) -> [Effect] {
        guard layout.showsDetail, let shown = shownArticle else {
            note(BrowserText.openArticleForLinks.text)
            return []
        }
        let links = shown.document.links
        guard number >= 1, number <= links.count else {
            note(links.isEmpty ? BrowserText.noNumberedLinks.text : ScreenNoticeText.linkOutOfRange(links.count, number))
            return []
        }
        let url = links[number - 1]
        if shown.document.shownBody.images[url] != nil { return openImage(url) }
        return open(url)
    }

    /// An image link: `image-viewer` opens it when one is set; without one it goes to the
    /// browser as any link does, and the note says how to view it instead.
    private mutating func openImage(_ url: URL) -> [Effect] {
        let effects = open(url)
        guard !effects.isEmpty else { return [] }
        let host = url.host ?? BrowserText.theLink.text
        note((plumbing.imageViewer == nil ? MediaKeysText.imageInBrowser : MediaKeysText.openingImage)(host))
        return [.openImage(url)]
    }

    /// Asks the runtime to open `url`, or says why not: only web addresses are opened.
    mutating func open(_ url: URL) -> [Effect] {
        let scheme = url.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https", url.host?.isEmpty == false else {
            note(scheme.isEmpty ? BrowserText.notOpenedNoScheme.text : BrowserText.notOpenedScheme(scheme))
            return []
        }
        note(BrowserText.openingInBrowser(url.host ?? BrowserText.theLink.text))
        return [.openURL(url)]
    }
}
