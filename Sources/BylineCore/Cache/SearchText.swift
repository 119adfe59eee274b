import Foundation

/// The text that goes into the full-text index, made from a title, summary or body.
///
/// Why not index the raw fields: a refresh stores ~120 MB of HTML, and tags, attributes
/// and URLs would triple the index and match searches for "div" or "href". So HTML is
/// stripped here with a cheap byte scanner (tags, comments, scripts and styles dropped;
/// common entities decoded) rather than a full parser.
///
/// Why split CJK: SQLite's `unicode61` tokenizer treats a run of kanji or kana as one
/// token, so "東京" could never find "東京で大雨". Every Han, Hiragana and Katakana
/// character is surrounded by spaces and becomes a token of its own; a search for
/// "東京" is then the phrase "東 京", which matches those characters side by side
/// anywhere — substring search for Japanese and Chinese at any length, including one or
/// two characters, where the `trigram` tokenizer finds nothing. Hangul is left whole,
/// because Korean separates words with spaces; particles are attached at the end, so a
/// prefix query ("정부"*) finds "정부는" and "정부가". Latin text is word-tokenized and
/// case-folded by `unicode61` as usual.
///
/// The output must be a pure function of the input: the search table is contentless,
/// and an article's old entry is removed by feeding the same text again. Change this
/// function only together with a migration that rebuilds `article_search`.
enum SearchText {
    /// How many bytes of an article body's text are indexed; titles and summaries are
    /// indexed whole. The lead of a story names its subject, and indexing more costs
    /// refresh time: storing 30,000 articles with 3.9 KB of HTML each took about 2.0 s
    /// with no body text indexed, 2.9 s with 512 bytes, 3.6 s with 1 KB and 4.2 s with
    /// 2 KB (see `CacheMeasurement`), against a budget of about 3 s for a whole refresh.
    /// Changing it changes what old entries contain: bump the schema with a migration that
    /// rebuilds `article_search`.
    static let contentLimit = 512

    /// The indexable text of `text`, at most about `limit` bytes, cut at a space; `html`
    /// says whether to strip markup first.
    static func indexable(_ text: String, html: Bool, limit: Int = .max) -> String {
        var source = text
        source.makeContiguousUTF8()
        return source.utf8.withContiguousStorageIfAvailable { bytes in
            var scanner = Scanner(bytes: bytes, html: html, limit: limit)
            return scanner.run()
        } ?? text
    }

    /// Whether a scalar is a Han ideograph or kana, which get a token each.
    static func isSplit(_ value: UInt32) -> Bool {
        switch value {
        case 0x3040...0x30FF, 0x31F0...0x31FF: true  // Hiragana, Katakana, small kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: true  // Han, extension A, compatibility
        case 0xFF66...0xFF9F: true  // half-width Katakana
        case 0x20000...0x3134F: true  // Han extensions B–G
        default: false
        }
    }

    /// One pass over the UTF-8 bytes, writing the indexable bytes.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let html: Bool
        let limit: Int
        var output: [UInt8] = []
        var index = 0
        /// The last `>` in the text: a `<` after it cannot open a tag, and knowing that
        /// keeps text full of stray `<` linear instead of rescanning to the end each time.
        let lastClose: Int

        init(bytes: UnsafeBufferPointer<UInt8>, html: Bool, limit: Int) {
            self.bytes = bytes
            self.html = html
            self.limit = limit
            lastClose = bytes.lastIndex(of: UInt8(ascii: ">")) ?? -1
            output.reserveCapacity(min(bytes.count + bytes.count / 8, limit) + 64)
        }

        mutating func run() -> String {
            while index < bytes.count {
                if output.count >= limit {
                    // Cut at the last space so no half word becomes a token.
                    output.removeSubrange((output.lastIndex(of: 0x20) ?? 0)...)
                    break
                }
                let byte = bytes[index]
                if html, byte == UInt8(ascii: "<"), index < lastClose, let end = SearchMarkup.endOfTag(bytes, at: index) {
                    output.append(0x20)
                    index = end
                } else if html, byte == UInt8(ascii: "&"), let (scalar, end) = SearchMarkup.entity(bytes, at: index) {
                    append(scalar)
                    index = end
                } else if byte < 0x80 {
                    output.append(byte)
                    index += 1
                } else {
                    copyScalar()
                }
            }
            return String(decoding: output, as: UTF8.self)
        }

        /// Copies one multi-byte UTF-8 sequence, spacing it out when it is CJK.
        private mutating func copyScalar() {
            let lead = bytes[index]
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            guard length > 1, index + length <= bytes.count else {
                output.append(lead)
                index += 1
                return
            }
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length {
                value = value << 6 | (UInt32(bytes[index + offset]) & 0x3F)
            }
            let split = Self.isSplitCandidate(lead) && SearchText.isSplit(value)
            if split { output.append(0x20) }
            output.append(contentsOf: bytes[index..<(index + length)])
            if split { output.append(0x20) }
            index += length
        }

        /// Only leads E3–E9 (U+3000–9FFF), EF (U+F000–FFFF) and F0 (U+10000–3FFFF) can be CJK.
        private static func isSplitCandidate(_ lead: UInt8) -> Bool {
            (0xE3...0xE9).contains(lead) || lead == 0xEF || lead == 0xF0
        }

        /// Appends a decoded entity's character, spaced out when it is CJK.
        private mutating func append(_ scalar: Unicode.Scalar) {
            let split = SearchText.isSplit(scalar.value)
            if split { output.append(0x20) }
            output.append(contentsOf: String(scalar).utf8)
            if split { output.append(0x20) }
        }
    }
}
