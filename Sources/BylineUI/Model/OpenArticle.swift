import BylineCore
import Foundation

/// The article shown in the detail pane, with its lines laid out for the pane's width.
///
/// Laying out a long article costs far more than drawing it, so the lines are kept for the
/// last width and recomputed only when the width changes (``layOut(width:)``, called by
/// `update` on resize and load).
public struct OpenArticle: Sendable {
    /// The article and its parsed body.
    public let document: ArticleDocument
    /// The width `lines` were laid out for.
    public private(set) var width: Int
    /// The document laid out at `width`.
    public private(set) var lines: [StyledLine]

    /// An open article laid out at `width` columns.
    public init(document: ArticleDocument, width: Int) {
        self.document = document
        self.width = width
        self.lines = document.lines(width: width)
    }

    /// The article's id.
    public var id: Int64 { document.article.id }

    /// Lays the document out again when `width` differs from the last width.
    public mutating func layOut(width newWidth: Int) {
        guard newWidth != width else { return }
        width = newWidth
        lines = document.lines(width: newWidth)
    }

    /// The lines at `width`: the kept ones when the width matches, else a fresh layout.
    public func lines(width requested: Int) -> [StyledLine] {
        requested == width ? lines : document.lines(width: requested)
    }
}
