import Foundation

/// Rewrites a search's prefix words (`"the"*`) as the few index terms they stand for
/// (`("the" OR "their")`) when that is cheap to find out, so a page of results comes from
/// the index in list order without FTS5 first merging every match of every term.
///
/// FTS5 answers `"the"*` by merging the whole doclist of every term starting with "the"
/// before it yields one row (at 1,000,000 articles: 150 ms of CPU for "the", 30 ms for
/// "market"), while an OR of plain terms is walked lazily from the newest end and stops at the
/// page (2 ms). The terms come from an `fts5vocab` table of the instance kind, one seek per
/// term; a prefix with more than ``maximumTerms`` terms, or one whose letters SQLite might
/// fold differently from Swift (anything but ASCII letters and digits, or Hangul), is left to
/// FTS5 as it is, so the results are always the same as without the rewrite.
enum SearchExpansion {
    /// The most terms one prefix word is rewritten into.
    static let maximumTerms = 24

    /// The temporary vocabulary table on each connection (created on first use).
    private static let vocabulary = "temp.byline_search_terms"

    /// The `MATCH` expression for `phrases`, with cheap prefix words expanded.
    static func expression(for phrases: [SearchPhrase], in database: Database) throws(StoreError) -> String {
        var parts: [String] = []
        var expanded = false
        for phrase in phrases {
            if phrase.isPrefix, let folded = folded(phrase.tokens), let terms = try terms(startingWith: folded, in: database) {
                parts.append("(" + terms.map(SearchPhrase.quoted).joined(separator: " OR ") + ")")
                expanded = true
            } else {
                parts.append(phrase.expression)
            }
        }
        return parts.joined(separator: expanded ? " AND " : " ")
    }

    /// The index terms that start with `prefix`, in order, or nil when there are none or too many.
    private static func terms(startingWith prefix: String, in database: Database) throws(StoreError) -> [String]? {
        try database.execute("CREATE VIRTUAL TABLE IF NOT EXISTS \(vocabulary) USING fts5vocab(main, article_search, instance)")
        guard let end = upperBound(of: prefix) else { return nil }
        var terms: [String] = []
        // `term >= x || char(1)` seeks past every instance of `x` at once (`term > x` walks them).
        var from = prefix
        var inclusive = true
        while terms.count <= maximumTerms {
            let sql = "SELECT term FROM \(vocabulary) WHERE term >= ?\(inclusive ? "" : " || char(1)") AND term < ? LIMIT 1"
            guard let term = try database.first(sql, [from, end], row: { $0.string(0) }), let term else { break }
            terms.append(term)
            from = term
            inclusive = false
        }
        return terms.isEmpty || terms.count > maximumTerms ? nil : terms
    }

    /// The least string above every string that starts with `prefix`: its last scalar plus one.
    private static func upperBound(of prefix: String) -> String? {
        var scalars = Array(prefix.unicodeScalars)
        guard let last = scalars.popLast(), let next = Unicode.Scalar(last.value + 1) else { return nil }
        scalars.append(next)
        return String(String.UnicodeScalarView(scalars))
    }

    /// `token` as the index holds it, when Swift can fold it exactly as SQLite's tokenizer
    /// does: one token of ASCII letters and digits (lowercased) or Hangul syllables (no case).
    private static func folded(_ token: String) -> String? {
        let plain =
            !token.isEmpty
            && token.unicodeScalars.allSatisfy { scalar in
                ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || (0xAC00...0xD7A3).contains(scalar.value)
            }
        return plain ? token.lowercased() : nil
    }
}
