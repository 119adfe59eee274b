import Foundation

/// Turns what a person typed into a safe FTS5 `MATCH` expression.
///
/// Every word becomes a quoted phrase with `"` doubled, so FTS5 syntax in the input
/// (`AND`, `OR`, `NOT`, `NEAR`, `*`, `^`, `-`, `:`, parentheses, quotes) is only ever
/// text; phrases are joined by spaces, which FTS5 reads as AND. Words go through
/// ``SearchText`` like the indexed text, so kanji and kana become one-character tokens
/// and "東京" is the phrase "東 京".
///
/// A word ending in three or more letters (two for Hangul) gets a trailing `*`, so it also
/// matches longer words: "swi" finds "Swift", "정부" finds "정부는". Shorter endings match
/// whole tokens only, because a one- or two-letter prefix expands to thousands of terms
/// and would make a search over a big cache slow (while typing, the next letter fixes it).
enum SearchQuery {
    /// At most this many words are searched; the rest are ignored to bound the cost.
    static let maximumWords = 16
    /// Words longer than this many characters are cut, for the same reason.
    static let maximumWordLength = 64

    /// The `MATCH` expression for `text`, or nil when it has nothing searchable (empty,
    /// only spaces or punctuation), in which case callers should not filter at all.
    static func matchExpression(_ text: String) -> String? {
        let phrases = self.phrases(text)
        return phrases.isEmpty ? nil : phrases.map(\.expression).joined(separator: " ")
    }

    /// The phrases of `text`, one per searchable word, in order (empty when none is searchable).
    static func phrases(_ text: String) -> [SearchPhrase] {
        let words = text.split(whereSeparator: { $0.isWhitespace || $0.unicodeScalars.contains { $0.value < 0x20 } })
        var phrases: [SearchPhrase] = []
        for word in words where phrases.count < maximumWords {
            let cut = String(word.prefix(maximumWordLength))
            guard cut.unicodeScalars.contains(where: isSearchable) else { continue }
            let indexed = SearchText.indexable(cut, html: false)
                .split(separator: " ", omittingEmptySubsequences: true)
                .joined(separator: " ")
            phrases.append(SearchPhrase(tokens: indexed, isPrefix: isPrefix(indexed)))
        }
        return phrases
    }

    /// Whether the phrase's last token is long enough to search as a prefix.
    private static func isPrefix(_ phrase: String) -> Bool {
        let last = phrase.unicodeScalars.reversed().drop { !isSearchable($0) }.prefix { isSearchable($0) }
        guard let first = last.first else { return false }
        if SearchText.isSplit(first.value) { return false }
        return last.count >= (last.contains(where: isHangul) ? 2 : 3)
    }

    /// Whether a scalar can be part of a token: a letter or a number.
    private static func isSearchable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// Whether a scalar is a Hangul syllable or jamo.
    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
            || (0x3130...0x318F).contains(scalar.value)
    }
}

/// One searched word: its tokens as the index text has them, and whether the last one is a prefix.
struct SearchPhrase: Sendable, Equatable {
    /// The word's tokens, separated by single spaces.
    var tokens: String
    /// Whether the word also finds longer words it starts.
    var isPrefix: Bool

    /// The word as an FTS5 phrase: `"tokens"`, with `*` for a prefix.
    var expression: String {
        Self.quoted(tokens) + (isPrefix ? "*" : "")
    }

    /// `text` as one quoted FTS5 phrase.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
