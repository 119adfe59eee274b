import Foundation

/// The article pane's own state: the article it shows, the one on its way, how far it is
/// scrolled, the layouts it asked the background for and keeps, and its code's sideways
/// offset. `AppState` holds one (``AppState/articlePane``) and composes its answers with
/// the list's and the screen's size.
public struct ArticlePane: Sendable {
    /// The last article loaded for the pane, laid out for its width.
    public var article: OpenArticle?
    /// The article being loaded, if any.
    public var loadingID: Int64?
    /// The first article line shown.
    public var scroll = 0
    /// The layout being prepared in the background and the recent ones kept.
    public var layouts = ArticleLayoutState()
    /// How far the open article's code blocks are scrolled sideways (`<` `>`).
    public var codeScroll: CodeScroll?

    /// An empty pane: nothing shown, nothing asked for.
    public init() {}

    /// Puts `opened` in the pane, at the top unless it is the article already shown.
    mutating func show(_ opened: OpenArticle) {
        if loadingID == opened.id { loadingID = nil }
        if article?.id != opened.id { scroll = 0 }
        article = opened
    }

    /// Keeps ``scroll`` between the first line and `maximum`.
    mutating func clampScroll(to maximum: Int) {
        scroll = min(max(scroll, 0), maximum)
    }

    /// A new layout job for article `id`, superseding any running one.
    mutating func startLayout(
        id: Int64, source: ArticleLayoutJob.Source, width: Int, firstScreenLines: Int,
        timeZone: TimeZone
    ) -> Effect {
        layouts.generation += 1
        let job = ArticleLayoutJob(
            generation: layouts.generation, id: id, source: source, width: width,
            firstScreenLines: firstScreenLines, timeZone: timeZone)
        layouts.pendingJob = job
        return .layOutArticle(job)
    }

    /// Stops the running job, if any; its late answers are ignored.
    mutating func cancelLayout() -> [Effect] {
        guard layouts.pendingJob != nil else { return [] }
        layouts.pendingJob = nil
        layouts.generation += 1
        return [.cancelArticleLayout]
    }

    /// The sideways offset of the code of `article` (0 for any other article).
    public func codeOffset(for article: OpenArticle) -> Int {
        guard let codeScroll, codeScroll.articleID == article.id else { return 0 }
        return codeScroll.columns
    }
}
