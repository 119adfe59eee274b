import Foundation

/// How an article's enclosures are kept in its row: one JSON array in `articles.enclosures`,
/// NULL when there are none, so an article without media costs nothing and storing a
/// refresh writes no extra rows.
enum EnclosureColumn {
    /// The column's text for `enclosures`; nil when the list is empty. Keys are sorted, so the
    /// same list always gives the same text and an unchanged article is seen as unchanged.
    static func text(_ enclosures: [Enclosure]) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard !enclosures.isEmpty, let data = try? encoder.encode(enclosures) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The enclosures in a column's text. The cache file is outside input: text that is not
    /// such an array reads as no enclosures rather than failing the article.
    static func enclosures(_ text: String?) -> [Enclosure] {
        guard let text, !text.isEmpty else { return [] }
        return (try? JSONDecoder().decode([Enclosure].self, from: Data(text.utf8))) ?? []
    }
}
