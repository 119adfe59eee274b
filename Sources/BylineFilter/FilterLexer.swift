import BylineText
import Foundation

/// Splits a filter expression into tokens, each with its 1-based column.
///
/// Words are letters, digits and `_` starting with a letter; strings are double-quoted with
/// `\"` and `\\` as escapes; bare values are digits and `-` (a number or a `YYYY-MM-DD` day).
package struct FilterLexer {
    /// One token of an expression.
    package enum Token: Equatable {
        /// An attribute name or a keyword (`and`, `or`, `between`, `yes`, `no`).
        case word(String)
        /// A double-quoted string, escapes resolved.
        case string(String)
        /// Digits and dashes as written (a number or a day).
        case bare(String)
        /// A comparison operator.
        case comparison(FilterOperator)
        /// `:` between the two ends of a range.
        case colon
        /// `(`.
        case open
        /// `)`.
        case close
        /// The end of the expression.
        case end
    }

    /// A token and where it starts.
    package struct Located: Equatable {
        /// The token.
        package var token: Token
        /// Its 1-based column.
        package var column: Int
    }

    /// The longest expression accepted, in characters: filters are typed or written in a
    /// config line, and a bound keeps a pasted blob from costing time.
    static let maximumLength = 4096

    /// The tokens of `text`, ending with ``Token/end``, or the first character that cannot start one.
    package static func tokens(_ text: String) throws(FilterError) -> [Located] {
        let characters = Array(text)
        guard characters.count <= maximumLength else {
            throw FilterError(column: maximumLength + 1, message: FilterText.tooLong(maximumLength))
        }
        var tokens: [Located] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let column = index + 1
            if character.isWhitespace {
                index += 1
            } else if character == "\"" {
                let (text, next) = try string(characters, from: index)
                tokens.append(Located(token: .string(text), column: column))
                index = next
            } else if character.isASCII && character.isLetter {
                let end =
                    characters[index...].firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
                    ?? characters.count
                tokens.append(Located(token: .word(String(characters[index..<end]).lowercased()), column: column))
                index = end
            } else if character.isASCII && character.isNumber {
                let end = characters[index...].firstIndex { !($0.isASCII && ($0.isNumber || $0 == "-")) } ?? characters.count
                tokens.append(Located(token: .bare(String(characters[index..<end])), column: column))
                index = end
            } else if let (token, length) = symbol(characters, at: index) {
                tokens.append(Located(token: token, column: column))
                index += length
            } else {
                let shown = SourceLineError.quote(String(character))
                throw FilterError(column: column, message: FilterText.unexpected(shown))
            }
        }
        tokens.append(Located(token: .end, column: characters.count + 1))
        return tokens
    }

    /// The operator or punctuation at `index` and its length in characters.
    private static func symbol(_ characters: [Character], at index: Int) -> (Token, Int)? {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        switch (characters[index], next) {
        case ("=", "~"): return (.comparison(.matches), 2)
        case ("!", "~"): return (.comparison(.notMatches), 2)
        case ("!", "="): return (.comparison(.notEqual), 2)
        case ("!", "#"): return (.comparison(.notContains), 2)
        case ("<", "="): return (.comparison(.lessOrEqual), 2)
        case (">", "="): return (.comparison(.greaterOrEqual), 2)
        case ("=", _): return (.comparison(.equal), 1)
        case ("#", _): return (.comparison(.contains), 1)
        case ("<", _): return (.comparison(.less), 1)
        case (">", _): return (.comparison(.greater), 1)
        case (":", _): return (.colon, 1)
        case ("(", _): return (.open, 1)
        case (")", _): return (.close, 1)
        default: return nil
        }
    }

    /// The string opening at `start` and the index after its closing quote.
    private static func string(_ characters: [Character], from start: Int) throws(FilterError) -> (String, Int) {
        var text = ""
        var index = start + 1
        while index < characters.count {
            let character = characters[index]
            if character == "\"" { return (text, index + 1) }
            if character == "\\", index + 1 < characters.count, characters[index + 1] == "\"" || characters[index + 1] == "\\" {
                text.append(characters[index + 1])
                index += 2
            } else {
                text.append(character)
                index += 1
            }
        }
        throw FilterError(column: start + 1, message: FilterText.unclosedQuote.text)
    }
}
