import BylineCore

/// Writing text with some of its characters marked in other styles.
extension Canvas {
    /// Writes `text` as ``write(_:x:y:style:maxX:)`` does, but with the characters that
    /// `marks` covers in their mark's style; `offset` is the UTF-8 offset of `text`'s first
    /// character within the text the marks were made for.
    @discardableResult
    mutating func write(
        _ text: String, x: Int, y: Int, style: CellStyle, marks: TextMarks, offset: Int = 0,
        maxX: Int? = nil
    ) -> Int {
        guard !marks.isEmpty else { return write(text, x: x, y: y, style: style, maxX: maxX) }
        guard y >= 0, y < height else { return x }
        let limit = min(maxX ?? width, width)
        var column = x
        var position = offset
        for character in text {
            if column >= limit { break }
            column += put(character, x: column, y: y, style: marks.style(at: position) ?? style, maxX: limit)
            position += character.utf8.count
        }
        return max(x, min(column, limit))
    }
}
