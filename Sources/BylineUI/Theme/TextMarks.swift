import BylineCore
import Foundation

/// Which parts of a text get another style: the matches of `highlight` lines and of the
/// `/` search, as ranges of UTF-8 offsets. An earlier mark wins where two overlap.
struct TextMarks {
    /// The marked ranges and their styles, in the order they were added.
    private(set) var ranges: [(range: Range<Int>, style: CellStyle)] = []

    /// No marks.
    init() {}

    /// The matches of `highlights` in `text`, each drawn in its line's look over `base`.
    init(_ text: String, highlights: [TextHighlight], base: CellStyle) {
        for highlight in highlights {
            let style = CellStyle(highlight.style, role: base.color).over(base)
            for range in highlight.pattern.ranges(in: text) { add(range, style) }
        }
    }

    /// Whether nothing is marked.
    var isEmpty: Bool { ranges.isEmpty }

    /// Marks `range` unless an earlier mark covers part of it.
    mutating func add(_ range: Range<Int>, _ style: CellStyle) {
        guard !range.isEmpty, !ranges.contains(where: { $0.range.overlaps(range) }) else { return }
        ranges.append((range, style))
    }

    /// Marks every occurrence of the search's words in `text`, ignoring case.
    mutating func addSearch(_ search: String?, in text: String, style: CellStyle) {
        guard let search else { return }
        let words = search.split(whereSeparator: \.isWhitespace)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"*()")) }
            .filter { !$0.isEmpty && !["AND", "OR", "NOT"].contains($0) }
        for word in words {
            var from = text.startIndex
            while let found = text.range(of: word, options: [.caseInsensitive], range: from..<text.endIndex) {
                let lower = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
                let upper = text.utf8.distance(from: text.startIndex, to: found.upperBound)
                add(lower..<upper, style)
                from = found.upperBound
                if ranges.count >= TextPattern.matchLimit { return }
            }
        }
    }

    /// The style of the character that starts at UTF-8 offset `offset`, if it is marked.
    func style(at offset: Int) -> CellStyle? {
        ranges.first { $0.range.contains(offset) }?.style
    }
}
