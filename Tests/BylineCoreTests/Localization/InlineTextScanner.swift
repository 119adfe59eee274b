import BylineCore
import BylineText
import Foundation

/// One string literal of a Swift file, as the inline-text guard sees it.
struct SourceLiteral: Equatable {
    /// The line its opening quote is on (1-based).
    var line: Int
    /// Its text as written between the delimiters (escapes and `\(…)` as in the file).
    var source: String
    /// What it says: escapes read, each interpolation a NUL, `\n` and `\t` line breaks.
    var text: String
    /// Whether it is the value of a `command:` label (a help example's shell line).
    var isCommandExample: Bool
}

/// The string literals of Swift source, comments skipped, literals inside interpolations
/// included. It reads only what the guard needs: `"…"`, `"""…"""`, `#"…"#` and nested `\(…)`.
struct LiteralScanner {
    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var found: [SourceLiteral] = []

    private init(_ source: String) { characters = Array(source) }

    /// Every literal of `source`, in the order their opening quotes appear.
    static func literals(in source: String) -> [SourceLiteral] {
        var scanner = LiteralScanner(source)
        scanner.scanCode(untilCloseParen: false)
        return scanner.found
    }

    private func matches(_ text: String, at position: Int? = nil) -> Bool {
        var at = position ?? index
        for character in text {
            guard at < characters.count, characters[at] == character else { return false }
            at += 1
        }
        return true
    }

    private func startsString() -> Bool {
        var at = index
        while at < characters.count, characters[at] == "#" { at += 1 }
        return at < characters.count && characters[at] == "\""
    }

    /// Code up to the end, or (inside an interpolation) past the `)` that closes it.
    private mutating func scanCode(untilCloseParen: Bool) {
        var depth = 0
        while index < characters.count {
            let character = characters[index]
            if matches("//") {
                while index < characters.count, !characters[index].isNewline { index += 1 }
                continue
            }
            if matches("/*") {
                skipBlockComment()
                continue
            }
            if character == "\"" || (character == "#" && startsString()) {
                scanString()
                continue
            }
            if character.isNewline { line += 1 }
            index += 1
            guard untilCloseParen else { continue }
            if character == "(" { depth += 1 }
            if character == ")" {
                if depth == 0 { return }
                depth -= 1
            }
        }
    }

    /// A `/* … */` comment, nested ones included.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < characters.count {
            if matches("/*") {
                depth += 1
                index += 2
            } else if matches("*/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if characters[index].isNewline { line += 1 }
                index += 1
            }
        }
    }

    private mutating func scanString() {
        let start = line
        let isCommandExample = precededByCommandLabel()
        // The slot is taken now, so a literal comes before those inside its interpolations.
        let slot = found.count
        found.append(SourceLiteral(line: start, source: "", text: "", isCommandExample: isCommandExample))
        var hashes = 0
        while characters[index] == "#" {
            hashes += 1
            index += 1
        }
        let isMultiLine = matches("\"\"\"")
        index += isMultiLine ? 3 : 1
        let close = (isMultiLine ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        var source = ""
        var text = ""
        while index < characters.count, !matches(close) {
            guard matches(escape) else {
                if characters[index].isNewline { line += 1 }
                source.append(characters[index])
                text.append(characters[index])
                index += 1
                continue
            }
            let escapeStart = index
            index += escape.count
            guard index < characters.count else { break }
            let letter = characters[index]
            index += 1
            switch letter {
            case "(":
                scanCode(untilCloseParen: true)
                text.append("\0")
            case "n", "t", "r", "0": text.append("\n")
            case "u":
                while index < characters.count, characters[index - 1] != "}" { index += 1 }
                text.append("\0")
            default:
                if letter.isNewline { line += 1 }
                text.append(letter)
            }
            source += String(characters[escapeStart..<min(index, characters.count)])
        }
        index = min(index + close.count, characters.count)
        found[slot] = SourceLiteral(line: start, source: source, text: text, isCommandExample: isCommandExample)
    }

    /// Whether the code just before the literal is the label `command:`.
    private func precededByCommandLabel() -> Bool {
        var at = index - 1
        while at >= 0, characters[at].isWhitespace { at -= 1 }
        let label = "command:"
        return at >= label.count - 1 && matches(label, at: at - label.count + 1)
            && (at - label.count < 0 || !(characters[at - label.count].isLetter || characters[at - label.count] == "_"))
    }
}

/// Whether a literal's text reads like English a user is meant to read.
enum ProseDetector {
    /// True when two English-looking words stand next to each other, one space apart, and at
    /// least one of them has three letters or more: "cannot read", "Wheel up", "{1} needs a
    /// value". Options (`--read`), identifiers (`last_update`, `feed.title`), paths, header
    /// names (`Content-Type`), ALL-CAPS tokens (`NAME`, `SELECT`) and the words every
    /// language keeps (`byline`, `HTTP`) are not words; shell code (`$(…)`, `${…}`) and SQL
    /// statements (`SELECT …`, `INSERT …`) are not prose.
    static func readsAsProse(_ text: String) -> Bool {
        guard !text.contains("$("), !text.contains("${") else { return false }
        let opening = text.drop { $0.isWhitespace }.prefix { $0.isLetter }
        guard !sqlStatements.contains(String(opening)) else { return false }
        for segment in text.split(whereSeparator: { ($0.isWhitespace && $0 != " ") || $0 == "\0" }) {
            var previous: Int?
            for chunk in segment.split(separator: " ", omittingEmptySubsequences: false) {
                let length = wordLength(chunk)
                if let length, let previous, max(length, previous) >= 3 { return true }
                previous = length
            }
        }
        return false
    }

    /// The keywords an SQL statement starts with (upper case, as Byline writes them).
    static let sqlStatements: Set<String> = ["SELECT", "INSERT", "UPDATE", "DELETE", "CREATE", "DROP", "ALTER", "WITH", "PRAGMA"]

    /// The letters of `chunk` when it is one English word (quotes, brackets and trailing
    /// punctuation aside), else nil.
    static func wordLength(_ chunk: Substring) -> Int? {
        let core = chunk.drop { "(\"'[".contains($0) }.reversed().drop { ")\"'].,;:!?".contains($0) }.reversed()
        let word = String(core)
        guard let first = word.first, first.isASCII, first.isLetter else { return nil }
        let rest = word.dropFirst()
        let parts = rest.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isLowercase } }),
            parts.count == 1 || !parts[1].isEmpty
        else { return nil }
        guard !CatalogueKeptWords.words.contains(word) else { return nil }
        return word.count
    }
}
