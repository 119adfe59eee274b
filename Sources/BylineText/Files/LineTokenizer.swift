import Foundation

/// Splits one line of a newsboat-style file (urls, config) into tokens, and writes tokens
/// back so they read the same.
///
/// Tokens are separated by spaces or tabs. A double-quoted part may hold spaces; inside it
/// `\"` is a quote and `\\` a backslash. Quoted and bare parts that touch form one token
/// (`"~My feed"` is the token `~My feed`). Outside quotes, a `#` that begins a token starts
/// a comment to the end of the line; a `#` inside a token (a URL fragment such as
/// `https://example.com/feed#top`) is kept, so URLs never lose their fragments. With
/// `keepingHexColors` (for `color` and `highlight` lines) a `#` followed by a letter or digit
/// begins a word such as the color `#ff8700`; only `#` before a space, a symbol or the end
/// begins a comment there.
package enum LineTokenizer {
    /// One token and whether any of it was quoted.
    package struct Token: Equatable, Sendable {
        /// The token's text, quotes and escapes removed.
        package var text: String
        /// Whether the token was written with quotes.
        package var quoted: Bool
        /// Whether the token is the separator passed to ``tokens(_:separator:)`` (a bare `;`
        /// between a macro's operations), not text.
        package var isSeparator = false

        /// A token from its parts.
        package init(text: String, quoted: Bool, isSeparator: Bool = false) {
            self.text = text
            self.quoted = quoted
            self.isSeparator = isSeparator
        }
    }

    /// Why a line could not be split.
    package enum Failure: Error, Equatable {
        /// A `"` was opened and never closed.
        case unterminatedQuote
    }

    /// The tokens of `line`, without any trailing comment. A `separator` outside quotes
    /// ends the token before it and stands as a token of its own; with `keepingHexColors`, a
    /// `#` that starts a word (`#ff8700`) is part of it rather than a comment.
    package static func tokens(
        _ line: String, separator: Unicode.Scalar? = nil,
        keepingHexColors: Bool = false
    ) throws(Failure) -> [Token] {
        if separator == nil, !keepingHexColors, !line.utf8.contains(0x22) { return bareTokens(line) }
        var tokens: [Token] = []
        var current = String.UnicodeScalarView()
        var inToken = false
        var quoted = false
        var scalars = line.unicodeScalars.makeIterator()
        func finish() {
            if inToken { tokens.append(Token(text: String(current), quoted: quoted)) }
            current = String.UnicodeScalarView()
            inToken = false
            quoted = false
        }
        while let scalar = scalars.next() {
            switch scalar {
            case " ", "\t":
                finish()
            case "#" where !inToken:
                guard keepingHexColors, startsWord(scalars) else { return tokens }
                inToken = true
                current.append(scalar)
            case let mark where mark == separator:
                finish()
                tokens.append(Token(text: String(mark), quoted: false, isSeparator: true))
            case "\"":
                inToken = true
                quoted = true
                try readQuoted(&scalars, into: &current)
            default:
                inToken = true
                current.append(scalar)
            }
        }
        finish()
        return tokens
    }

    /// The tokens of a line without quotes (almost every urls-file line), split on the bytes:
    /// the same tokens the general walk gives, without building each one scalar by scalar.
    private static func bareTokens(_ line: String) -> [Token] {
        var tokens: [Token] = []
        for piece in line.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }) {
            if piece.first == 0x23 { break }  // a `#` that begins a token: a comment
            // Spaces and tabs are ASCII, so every cut falls between scalars.
            tokens.append(Token(text: String(line[piece.startIndex..<piece.endIndex]), quoted: false))
        }
        return tokens
    }

    /// `text` as a token that ``tokens(_:)`` reads back unchanged: bare when it can be (or
    /// quoted anyway when `always`), else quoted with `"` and `\` escaped.
    package static func quoted(_ text: String, always: Bool = false) -> String {
        let needsQuotes =
            always || text.isEmpty || text.hasPrefix("#")
            || text.unicodeScalars.contains {
                $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\\" || $0.properties.isWhitespace
            }
        guard needsQuotes else { return text }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"" + escaped + "\""
    }

    /// Whether the scalar after a `#` is an ASCII letter or digit.
    private static func startsWord(_ scalars: String.UnicodeScalarView.Iterator) -> Bool {
        var ahead = scalars
        guard let next = ahead.next(), next.isASCII else { return false }
        return next.properties.isAlphabetic || next.properties.numericType != nil
    }

    private static func readQuoted(
        _ scalars: inout String.UnicodeScalarView.Iterator,
        into current: inout String.UnicodeScalarView
    ) throws(Failure) {
        while let scalar = scalars.next() {
            switch scalar {
            case "\"":
                return
            case "\\":
                guard let next = scalars.next() else { throw .unterminatedQuote }
                // Only the two escapes a writer needs; any other backslash stays as written.
                if next != "\"" && next != "\\" { current.append(scalar) }
                current.append(next)
            default:
                current.append(scalar)
            }
        }
        throw .unterminatedQuote
    }
}
