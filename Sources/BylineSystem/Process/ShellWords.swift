import BylineText
import Foundation

/// Splits a command line into argv the way a POSIX shell quotes, without running a shell:
/// nothing is expanded (`$HOME`, `*` and `~` stay as written), so a password command
/// such as `pass show "my server"` becomes `["pass", "show", "my server"]`.
public enum ShellWords {
    /// Why a command line could not be split.
    public struct Failure: Error, Sendable, Equatable {
        /// What is wrong, in words.
        public var message: String
    }

    /// The words of `line`: blanks separate; `'…'` is literal; inside `"…"` a backslash
    /// escapes `"`, `\`, `$` and `` ` ``; elsewhere a backslash escapes any character.
    public static func split(_ line: String) throws(Failure) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var characters = Array(line)[...]
        while let character = characters.popFirst() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "'":
                inWord = true
                guard let end = characters.firstIndex(of: "'") else { throw Failure(message: SourceFormText.singleQuoteOpen.text) }
                current += String(characters[..<end])
                characters = characters[(end + 1)...]
            case "\"":
                inWord = true
                try readDoubleQuoted(&characters, into: &current)
            case "\\":
                inWord = true
                guard let next = characters.popFirst() else { throw Failure(message: SourceFormText.endsWithBackslash.text) }
                current.append(next)
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return words
    }

    private static func readDoubleQuoted(_ characters: inout ArraySlice<Character>, into current: inout String) throws(Failure) {
        while let character = characters.popFirst() {
            switch character {
            case "\"": return
            case "\\":
                guard let next = characters.popFirst() else { break }
                if !"\"\\$`".contains(next) { current.append("\\") }
                current.append(next)
            default: current.append(character)
            }
        }
        throw Failure(message: SourceFormText.doubleQuoteOpen.text)
    }

    /// `argv` as one line that ``split(_:)`` reads back unchanged (single quotes where needed).
    public static func join(_ argv: [String]) -> String {
        argv.map { word in
            let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@%+,".contains($0) }
            return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }
}
