import BylineCore
import BylineText
import Foundation

/// The article pane never waits for a layout: kept layouts show at once, others are asked
/// of the background (``Effect/layOutArticle(_:)``), and until they arrive the pane shows
/// what it has — the previous lines clipped, the first screen, or "Loading…".
extension AppState {
    /// Shows article `id` in the pane: at once when its layout for the pane's width is kept,
    /// else by asking the background for it (nothing when it is shown or on its way).
    mutating func requestArticle(_ id: Int64) -> [Effect] {
        let width = layout.detailText.width
        if let job = articlePane.layouts.pendingJob, job.id == id, job.width == width { return [] }
        if let article = articlePane.article, article.id == id, article.width == width, article.isComplete {
            articlePane.loadingID = nil
            return cancelArticleLayout()
        }
        if let kept = articlePane.layouts.cache.take(id: id, width: width) {
            show(kept)
            // A kept first screen shows at once, and the rest is asked for again.
            return kept.isComplete ? cancelArticleLayout() : [startLayout(id: id, source: .stored)]
        }
        if articlePane.article?.id != id { articlePane.loadingID = id }
        return [startLayout(id: id, source: .stored)]
    }

    /// After a resize: the shown article (or the one on its way) is laid out again for the
    /// new width in the background; meanwhile the old lines are drawn, clipped.
    mutating func relayOutArticle() -> [Effect] {
        let width = layout.detailText.width
        if let job = articlePane.layouts.pendingJob {
            guard job.width != width else { return [] }
            if let kept = articlePane.layouts.cache.take(id: job.id, width: width) {
                show(kept)
                return cancelArticleLayout()
            }
            return [startLayout(id: job.id, source: job.source)]
        }
        guard let article = articlePane.article, article.width != width else { return [] }
        if let kept = articlePane.layouts.cache.take(id: article.id, width: width) {
            show(kept)
            return []
        }
        return [startLayout(id: article.id, source: .document(article.document, omitted: article.omitted))]
    }

    /// An answer from the background: shown and kept when it is the latest job's.
    mutating func articleLaidOut(_ opened: OpenArticle, generation: Int) -> [Effect] {
        guard generation == articlePane.layouts.generation else { return [] }
        if opened.isComplete { articlePane.layouts.pendingJob = nil }
        articlePane.layouts.cache.insert(opened)
        show(opened)
        return []
    }

    /// The article could not be loaded: said in the status bar when the pane was waiting for it.
    mutating func articleUnavailable(id: Int64, reason: String) -> [Effect] {
        if articlePane.layouts.pendingJob?.id == id { articlePane.layouts.pendingJob = nil }
        if articlePane.loadingID == id {
            articlePane.loadingID = nil
            lastError = TextSanitizer.singleLine(reason)
        }
        return []
    }

    /// A new job for article `id` at the pane's size, superseding any running one.
    mutating func startLayout(id: Int64, source: ArticleLayoutJob.Source) -> Effect {
        articlePane.startLayout(
            id: id, source: source, width: layout.detailText.width, firstScreenLines: max(1, layout.pageHeight),
            timeZone: timeZone)
    }

    /// Stops the running job, if any; its late answers are ignored.
    private mutating func cancelArticleLayout() -> [Effect] {
        articlePane.cancelLayout()
    }

    /// Puts `opened` in the pane, at the top unless it is the article already shown.
    private mutating func show(_ opened: OpenArticle) {
        articlePane.show(opened)
        clampDetailScroll()
    }
}
