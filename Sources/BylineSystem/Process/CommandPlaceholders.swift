import BylineText

/// The placeholders of the `browser` command, as newsboat has them: `%u` the link being
/// opened, `%U` the address of the article's feed.
///
/// No shell reads Byline's commands, but a user's command may be a shell itself
/// (`sh -c "echo %u >> ~/links"`), so a link must never become shell syntax there: a word
/// that is only a placeholder is replaced by the value exactly (one argv word), and a
/// placeholder inside a longer word by the value's shell-inert form
/// (``PercentEncoding/shellInert(_:)``), which no shell splits, expands or runs, quoted or
/// not. Scripts that want the exact value read `$BYLINE_URL` (see ``PlumbingContext``).
public enum CommandPlaceholders {
    /// `words` with `%u` and `%U` replaced, or nil when no word holds either.
    public static func substitute(_ words: [String], url: String, feedURL: String?) -> [String]? {
        let values = ["%u": url, "%U": feedURL ?? ""]
        guard words.contains(where: { word in values.keys.contains { word.contains($0) } }) else { return nil }
        return words.map { word in
            if let exact = values[word] { return exact }
            return values.reduce(word) { $0.replacingOccurrences(of: $1.key, with: PercentEncoding.shellInert($1.value)) }
        }
    }
}
