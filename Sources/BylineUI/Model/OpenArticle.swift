import BylineCore
import BylineText
import Foundation

/// The article shown in the detail pane, with its lines laid out for one width.
///
/// Parsing and laying out a long article costs far more than drawing it, so it is done off
/// the main actor (``ArticleLayoutJob``) and only the result travels to `update`: the
/// first screen (``isComplete`` false) and then the whole article, bounded by
/// ``ArticleLayoutLimits/standard``. Until a layout for a new width arrives, the pane draws
/// these lines, clipped.
public struct OpenArticle: Sendable {
    /// The article and its parsed body (only its first part when not ``isComplete``, or when
    /// the article was longer than the limits).
    public let document: ArticleDocument
    /// The width `lines` were laid out for.
    public let width: Int
    /// The document laid out at `width`.
    public let lines: [StyledLine]
    /// Whether `lines` are the whole (bounded) article, not only its first screen.
    public let isComplete: Bool
    /// Characters of the article the limits left out of `document`.
    public let omitted: Int
    /// Roughly the memory this layout holds, for bounding the cache of recent layouts: the
    /// source, the parsed text and the laid-out text (each in UTF-8 bytes), and a little per
    /// line. Measured once, where the layout is made (off the main actor).
    public let cost: Int

    /// An open article from lines already laid out.
    public init(document: ArticleDocument, width: Int, lines: [StyledLine], isComplete: Bool = true, omitted: Int = 0) {
        self.document = document
        self.width = width
        self.lines = lines
        self.isComplete = isComplete
        self.omitted = omitted
        let source = (document.article.content?.utf8.count ?? 0) + (document.article.summary?.utf8.count ?? 0)
        let text = lines.reduce(0) { total, line in total + 32 + line.spans.reduce(0) { $0 + 16 + $1.text.utf8.count } }
        self.cost = 2 * source + text
    }

    /// An open article laid out in full at `width` columns, within the standard limits.
    public init(document: ArticleDocument, width: Int) {
        let limits = ArticleLayoutLimits.standard
        self.init(document: document, width: width, lines: document.lines(width: width, maximumLines: limits.maximumLines))
    }

    /// The first `count` lines of `article` at `width`: cheap whatever the article's size.
    public static func firstScreen(of article: Article, width: Int, lines count: Int, timeZone: TimeZone) -> OpenArticle {
        let limits = ArticleLayoutLimits.firstScreen(lines: count, width: width)
        let (document, _) = ArticleDocument.bounded(article, timeZone: timeZone, limits: limits, countingOmitted: false)
        let lines = Array(document.lines(width: width).prefix(count))
        return OpenArticle(document: document, width: width, lines: lines, isComplete: false)
    }

    /// A document already parsed, laid out again at `width` within `limits`.
    public static func relaidOut(
        _ document: ArticleDocument, omitted: Int, width: Int,
        limits: ArticleLayoutLimits = .standard
    ) -> OpenArticle {
        let lines = document.lines(width: width, maximumLines: limits.maximumLines, omitted: omitted)
        return OpenArticle(document: document, width: width, lines: lines, omitted: omitted)
    }

    /// The article's id.
    public var id: Int64 { document.article.id }

    /// The lines to draw in a pane `requested` columns wide: the kept ones, whatever the
    /// width (the drawing clips them), since laying out again is the background's job.
    public func lines(width requested: Int) -> [StyledLine] { lines }
}
