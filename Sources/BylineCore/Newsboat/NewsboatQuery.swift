import BylineFilter
import BylineText
import Foundation

/// Translates newsboat's filter expressions (query feeds, `ignore-article`,
/// `highlight-article`) to Byline's filter language and back.
///
/// The two languages share their grammar, operators and most attribute names; they differ
/// in a few names: newsboat's `rssurl` is Byline's `feedurl`, and Byline's `starred` is
/// newsboat's `flags # "s"`. newsboat attributes with no Byline meaning (`guid`,
/// `articleindex`, enclosures, feed counts…) make an expression untranslatable, by name.
public enum NewsboatQuery {
    /// newsboat attribute names that Byline spells differently.
    static let renamed: [String: FilterAttribute] = ["rssurl": .feedURL]

    /// newsboat attributes Byline has nothing for.
    static let untranslatable: Set<String> = [
        "guid", "articleindex", "feedindex", "enclosure_url", "enclosure_type", "description", "feedlink",
        "feeddate", "unread_count", "total_count", "feedexpired", "feedauthor", "latest_article_age"
    ]

    /// Byline's form of the newsboat expression `text`, or why it has none (in words, with the column).
    public static func translate(_ text: String) throws(FilterError) -> FilterExpression {
        let tokens = try FilterLexer.tokens(text)
        var characters = Array(text)
        // Replaced from the end, so earlier columns stay where the lexer found them.
        for located in tokens.reversed() {
            guard case .word(let word) = located.token else { continue }
            if untranslatable.contains(word) {
                throw FilterError(column: located.column, message: NewsboatText.untranslatableAttribute(word))
            }
            if let attribute = renamed[word] {
                let start = located.column - 1
                characters.replaceSubrange(start..<(start + word.count), with: Array(attribute.rawValue))
            }
        }
        return try FilterExpression.parse(String(characters))
    }

    /// The newsboat text of a Byline expression (``translate(_:)`` reads it back equal,
    /// except that `starred` comes back as `flags`).
    public static func newsboatText(_ expression: FilterExpression) -> String {
        switch expression {
        case .comparison(let comparison): return text(comparison)
        case .or(let left, let right): return "\(newsboatText(left)) or \(newsboatText(right))"
        case .and(let left, let right): return "\(operand(left)) and \(operand(right))"
        }
    }

    private static func operand(_ expression: FilterExpression) -> String {
        if case .or = expression { return "(\(newsboatText(expression)))" }
        return newsboatText(expression)
    }

    private static func text(_ comparison: FilterComparison) -> String {
        switch (comparison.attribute, comparison.value) {
        case (.starred, .yesNo(let flag)):
            // `starred != yes` is `flags !# "s"`: equal and not-equal flip the letter test.
            let starred = (comparison.operator == .equal) == flag
            return starred ? "flags # \"s\"" : "flags !# \"s\""
        case (.feedURL, _):
            return "rssurl \(comparison.operator.rawValue) \(comparison.value)"
        case (.unread, .yesNo(let flag)):
            // newsboat compares `unread` as text: only the quoted forms match.
            return "unread \(comparison.operator.rawValue) \"\(flag ? "yes" : "no")\""
        default:
            return comparison.description
        }
    }
}
