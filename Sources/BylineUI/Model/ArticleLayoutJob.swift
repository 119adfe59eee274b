import BylineCore
import BylineText
import Foundation

/// Preparing one article for the pane at one width: what ``Effect/layOutArticle(_:)`` asks
/// the runtime to do off the main actor, answered with ``Action/articleLaidOut(_:generation:)``.
///
/// ``run(load:isCurrent:post:)`` is the work itself, shared by the browser's worker and the
/// tests: load, then the first screen (skipped when the article is small enough to be done at
/// once), then the whole article within ``ArticleLayoutLimits/standard``. Between steps it
/// asks `isCurrent` and stops when a newer job has superseded it.
public struct ArticleLayoutJob: Hashable, Sendable {
    /// Where the article comes from.
    public enum Source: Hashable, Sendable {
        /// Load it from the cache by id.
        case stored
        /// The article already parsed (a new width for the one shown), and the characters
        /// its limits left out.
        case document(ArticleDocument, omitted: Int)
    }

    /// Which request this is; answers carry it, and `update` ignores all but the latest.
    public var generation: Int
    /// The article's id.
    public var id: Int64
    /// Where the article comes from.
    public var source: Source
    /// The text width to lay out for.
    public var width: Int
    /// Lines the first answer should hold (the pane's height).
    public var firstScreenLines: Int
    /// The zone dates are written in.
    public var timeZone: TimeZone

    /// A job from its parts.
    public init(generation: Int, id: Int64, source: Source, width: Int, firstScreenLines: Int, timeZone: TimeZone) {
        self.generation = generation
        self.id = id
        self.source = source
        self.width = width
        self.firstScreenLines = firstScreenLines
        self.timeZone = timeZone
    }

    /// Does the job: `load` reads the article from the cache, `isCurrent` says whether the
    /// job is still wanted, `post` delivers each answer (in order).
    public func run(load: (Int64) throws(StoreError) -> Article?, isCurrent: () -> Bool, post: (Action) -> Void) {
        let limits = ArticleLayoutLimits.standard
        let article: Article
        switch source {
        case .document(let document, let omitted):
            guard isCurrent() else { return }
            let opened = OpenArticle.relaidOut(document, omitted: omitted, width: width, limits: limits)
            if isCurrent() { post(.articleLaidOut(opened, generation: generation)) }
            return
        case .stored:
            guard isCurrent() else { return }
            do throws(StoreError) {
                guard let stored = try load(id) else {
                    post(.articleUnavailable(id: id, reason: BrowserText.articleGone.text))
                    return
                }
                article = stored
            } catch {
                post(.articleUnavailable(id: id, reason: error.message))
                return
            }
        }
        let firstScreen = ArticleLayoutLimits.firstScreen(lines: firstScreenLines, width: width)
        if !ArticleDocument.fitsSource(article, limits: firstScreen) {
            guard isCurrent() else { return }
            let first = OpenArticle.firstScreen(of: article, width: width, lines: firstScreenLines, timeZone: timeZone)
            guard isCurrent() else { return }
            post(.articleLaidOut(first, generation: generation))
        }
        guard isCurrent() else { return }
        let (document, omitted) = ArticleDocument.bounded(article, timeZone: timeZone, limits: limits)
        guard isCurrent() else { return }
        let opened = OpenArticle.relaidOut(document, omitted: omitted, width: width, limits: limits)
        if isCurrent() { post(.articleLaidOut(opened, generation: generation)) }
    }
}
