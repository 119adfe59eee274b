import BylineCore
import BylineText

/// Paging the article so that a figure's caption never starts a page without its image.
extension AppState {
    /// PgDn / PgUp in the article: a page, then back to the start of a figure that the
    /// page's top edge would cut.
    mutating func pageDetail(forward: Bool) -> [Effect] {
        let target = articlePane.scroll + (forward ? detailPage : -detailPage)
        guard let shown = shownArticle else { return scrollDetail(to: target) }
        let limit = forward ? articlePane.scroll + max(1, detailPage / 2) : 0
        return scrollDetail(to: Self.keepingFigures(shown.lines, top: min(target, maxDetailScroll), notBefore: limit))
    }

    /// `top`, moved up while its line keeps with the one before it, but never above
    /// `notBefore` (so paging through a figure longer than half a page still moves on).
    static func keepingFigures(_ lines: [StyledLine], top: Int, notBefore: Int) -> Int {
        var top = top
        while top > notBefore, top < lines.count, lines[top].keepsWithPrevious { top -= 1 }
        return top
    }
}
