/// How many terminal columns text takes: the one width function every screen, truncation
/// and wrap decision uses.
///
/// Works per grapheme cluster (`Character`) from built-in Unicode tables, so the answer
/// never depends on the C locale (unlike `wcwidth`, which gives -1 for everything
/// non-ASCII under the C locale). East Asian Wide and Fullwidth characters and emoji are
/// 2; combining marks, format characters, variation selectors and controls are 0;
/// everything else, including East Asian Ambiguous characters, is 1.
public enum DisplayWidth {
    /// The columns one grapheme cluster takes: 0, 1 or 2.
    @inlinable
    public static func of(_ character: Character) -> Int {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            return byte >= 0x20 && byte != 0x7F ? 1 : 0
        }
        return clusterWidth(character)
    }

    /// The columns a string takes: the sum of its clusters' widths.
    @inlinable
    public static func of(_ string: some StringProtocol) -> Int {
        var asciiWidth = 0
        var isASCII = true
        for byte in string.utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if byte >= 0x20 && byte != 0x7F { asciiWidth += 1 }
        }
        // Every ASCII cluster is one scalar except CR LF, and both of those are 0 wide.
        if isASCII { return asciiWidth }
        if let total = simpleScalarWidth(string) { return total }
        var total = 0
        for character in string {
            total += of(character)
        }
        return total
    }

    /// The width summed scalar by scalar, or nil when the string holds a scalar that can
    /// make a cluster's width differ from the sum of its scalars' (emoji sequences, jamo,
    /// spacing marks of Indic and other complex scripts, and the four marks outside those
    /// blocks that join the cluster before them yet have a width of their own: the Hangul
    /// tone marks U+302E/F and the halfwidth kana voicing marks U+FF9E/F). Skips grapheme
    /// breaking, which costs more than the width look-ups, for Hangul syllables, CJK and
    /// accented Latin.
    @inlinable
    static func simpleScalarWidth(_ string: some StringProtocol) -> Int? {
        var total = 0
        for scalar in string.unicodeScalars {
            let value = scalar.value
            if value >= 0x0900 {
                switch value {
                case 0x0900..<0x1200, 0x1700..<0x1D00, 0x200D, 0x20E3, 0xA800..<0xAC00, 0xD7B0..<0xD800,
                    0x302E...0x302F, 0xFE0F, 0xFF9E...0xFF9F, 0x11000..<0x1E000, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF:
                    return nil
                default:
                    break
                }
            }
            total += of(scalar)
        }
        return total
    }

    /// The columns one scalar takes on its own: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        if isWide(value) { return isZeroWidthInsideWideRange(value) ? 0 : 2 }
        if value >= 0x231A && scalar.properties.isEmojiPresentation { return 2 }
        if isZeroWidth(scalar) { return 0 }
        return 1
    }

    /// Width of a cluster that is not a single ASCII byte.
    @usableFromInline
    static func clusterWidth(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        var iterator = scalars.makeIterator()
        _ = iterator.next()
        guard let second = iterator.next() else { return of(first) }
        // An emoji base followed by ZWJ, VS16, a keycap or a skin tone shows as one emoji.
        if first.properties.isEmoji && isEmojiSequence(second, rest: iterator) { return 2 }
        var total = of(first) + of(second)
        while let scalar = iterator.next(), total < 2 {
            total += of(scalar)
        }
        return min(total, 2)
    }

    /// Whether the scalars after an emoji base make it an emoji presentation sequence.
    private static func isEmojiSequence(_ second: Unicode.Scalar, rest: Character.UnicodeScalarView.Iterator) -> Bool {
        if isEmojiJoiner(second.value) { return true }
        var iterator = rest
        while let scalar = iterator.next() {
            if isEmojiJoiner(scalar.value) { return true }
        }
        return false
    }

    /// ZWJ, VS16, the combining keycap and the five skin-tone modifiers.
    private static func isEmojiJoiner(_ value: UInt32) -> Bool {
        value == 0x200D || value == 0xFE0F || value == 0x20E3 || (0x1F3FB...0x1F3FF).contains(value)
    }

    /// Marks, format characters, controls and conjoining jamo that add no column of their own.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Hangul medial vowels and final consonants join the leading consonant's two columns.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }
}
