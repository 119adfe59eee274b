import Foundation

/// Words every language writes the same way: program and protocol names, units, key names.
///
/// A Korean template may keep such a message as it is (`HTTP {1}`, `OPML`), and the catalogue
/// test accepts it; anything else with letters must be translated.
public enum CatalogueKeptWords {
    /// Words that need no translation.
    public static let words: Set<String> = [
        "byline", "Byline", "HTTP", "HTTPS", "URL", "URLs", "OPML", "JSON", "RSS", "Atom", "SQLite",
        "Fever", "Google", "Reader", "GReader", "newsboat", "KiB", "MiB", "GiB", "ms", "s",
        "Enter", "Esc", "Tab", "Space", "Ctrl", "Shift", "PgUp", "PgDn", "Home", "End"
    ]

    /// Whether every word of `text` (letters only; numbers, placeholders and signs aside) is kept.
    public static func isKeptInEveryLanguage(_ text: String) -> Bool {
        let withoutPlaceholders = text.replacing(/\{[0-9]+\}/, with: " ")
        let wordList = withoutPlaceholders.split { !$0.isLetter }
        return !wordList.isEmpty && wordList.allSatisfy { words.contains(String($0)) }
    }
}
