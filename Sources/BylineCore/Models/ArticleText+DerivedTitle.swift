import BylineText
import Foundation

/// Titles Byline makes for items that came without one (RSS 2.0 allows an item with only a
/// description), so such items are kept and can be told apart in the list.
extension ArticleText {
    /// The most words of a derived title; a headline longer than this reads as a paragraph.
    static let derivedTitleWords = 12
    /// The widest a derived title gets, in terminal columns.
    static let derivedTitleWidth = 80

    /// A title from the first words of `text` (HTML or plain text), with `…` when it was cut;
    /// nil when `text` holds no words.
    public static func derivedTitle(from text: String?) -> String? {
        guard let text else { return nil }
        // Only the start matters: do not strip tags from a whole long body.
        let plain = title(String(text.prefix(2_000)))
        guard !plain.isEmpty else { return nil }
        let words = plain.split(separator: " ", omittingEmptySubsequences: true)
        var kept = words.prefix(derivedTitleWords).joined(separator: " ")
        var cut = words.count > derivedTitleWords
        if DisplayWidth.of(kept) > derivedTitleWidth {
            kept = DisplayWidth.prefix(kept, width: derivedTitleWidth - 1)
            cut = true
        }
        guard !kept.isEmpty else { return nil }
        return cut ? kept + "…" : kept
    }
}
