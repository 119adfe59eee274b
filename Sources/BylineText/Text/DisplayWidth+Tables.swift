/// Range tables behind ``DisplayWidth``, written from the Unicode Character Database
/// (EastAsianWidth.txt, Unicode 15.1). Emoji are not listed here: they are found with
/// `Unicode.Scalar.Properties.isEmojiPresentation`.
extension DisplayWidth {
    /// East Asian Wide (W) and Fullwidth (F) ranges, sorted, as inclusive bounds.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo leading consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x2E99, 0x2E9B...0x2EF3,  // CJK Radicals Supplement
        0x2F00...0x2FD5,  // Kangxi Radicals
        0x2FF0...0x2FFF,  // Ideographic Description Characters
        0x3000...0x303E,  // ideographic space, CJK Symbols and Punctuation
        0x3041...0x3096,  // Hiragana
        0x3099...0x30FF,  // kana voicing marks, Katakana
        0x3105...0x312F,  // Bopomofo
        0x3131...0x318E,  // Hangul Compatibility Jamo
        0x3190...0x31E5,  // Kanbun, Bopomofo Extended, CJK Strokes
        0x31EF...0x321E,  // Katakana Phonetic Extensions, enclosed CJK
        0x3220...0x3247,
        0x3250...0x4DBF,  // enclosed CJK, CJK Compatibility, Extension A
        0x4E00...0xA48C,  // CJK Unified Ideographs, Yi Syllables
        0xA490...0xA4C6,  // Yi Radicals
        0xA960...0xA97C,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul Syllables
        0xF900...0xFAFF,  // CJK Compatibility Ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B,  // CJK compatibility and small forms
        0xFF01...0xFF60,  // fullwidth ASCII variants
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4, 0x16FF0...0x16FF1,  // ideographic symbols
        0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08,  // Tangut
        0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE,  // Kana Extended-B
        0x1B000...0x1B122, 0x1B132...0x1B132, 0x1B150...0x1B152, 0x1B155...0x1B155,
        0x1B164...0x1B167, 0x1B170...0x1B2FB,  // Kana Supplement, small kana, Nushu
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
        0x1F260...0x1F265,  // Enclosed Ideographic Supplement
        0x20000...0x2FFFD,  // CJK Extensions B–F (plane 2)
        0x30000...0x3FFFD  // CJK Extensions G–H (plane 3)
    ]

    /// Whether a scalar value lies in an East Asian Wide or Fullwidth range.
    static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        if value >= 0x4E00 && value <= 0x9FFF { return true }
        if value >= 0xAC00 && value <= 0xD7A3 { return true }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The combining marks that sit inside wide ranges: kana voicing marks and the
    /// CJK tone marks; they attach to the previous character.
    static func isZeroWidthInsideWideRange(_ value: UInt32) -> Bool {
        value == 0x3099 || value == 0x309A || (0x302A...0x302D).contains(value)
    }

    /// Whether a line may break before or after this cluster without a space: Chinese and
    /// Japanese ideographs, kana and CJK punctuation (Korean Hangul breaks at spaces).
    static func isIdeographic(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value, value >= 0x2E80 else { return false }
        switch value {
        case 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x3190...0x31FF,
            0x3200...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF60,
            0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Closing punctuation and small kana that must not start a line (kinsoku shori).
    static func forbidsBreakBefore(_ character: Character) -> Bool {
        noBreakBefore.contains(character)
    }

    /// Opening brackets that must not end a line.
    static func forbidsBreakAfter(_ character: Character) -> Bool {
        noBreakAfter.contains(character)
    }

    private static let noBreakBefore: Set<Character> = [
        "、", "。", "，", "．", "：", "；", "！", "？", "」", "』", "）", "］", "｝", "〉", "》", "〕", "】",
        "〙", "〗", "ー", "・", "ゝ", "ゞ", "ヽ", "ヾ", "々", "〻", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ",
        "ゅ", "ょ", "ゎ", "ゕ", "ゖ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ", "ヵ", "ヶ",
        ",", ".", ":", ";", "!", "?", ")", "]", "}", "”", "’", "…", "%"
    ]

    private static let noBreakAfter: Set<Character> = [
        "「", "『", "（", "［", "｛", "〈", "《", "〔", "【", "〘", "〖", "(", "[", "{", "“", "‘"
    ]
}
