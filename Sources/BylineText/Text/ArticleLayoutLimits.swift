/// How much of an article the browser parses and lays out at once, so no article (a 5 MB
/// paragraph, a 300,000-character word) costs more than a bounded amount of work.
///
/// What is left out is summed up in a last line, `[article truncated: N more characters]`
/// (see ``ArticleDocument/truncationMarker(omitting:)``); `byline show` is not bounded.
public struct ArticleLayoutLimits: Sendable, Hashable {
    /// Bytes of the article's content (and of its summary) parsed at most.
    public var maximumSourceBytes: Int
    /// Characters of body text laid out at most.
    public var maximumCharacters: Int
    /// Lines laid out at most, header and marker included.
    public var maximumLines: Int

    /// Limits from their three bounds (each at least 1).
    public init(maximumSourceBytes: Int, maximumCharacters: Int, maximumLines: Int) {
        self.maximumSourceBytes = max(1, maximumSourceBytes)
        self.maximumCharacters = max(1, maximumCharacters)
        self.maximumLines = max(1, maximumLines)
    }

    /// The browser's bounds for a whole article: 1 MiB of source, 200,000 characters (a
    /// long book chapter; news articles are a tenth of that) and 10,000 lines.
    public static let standard = ArticleLayoutLimits(maximumSourceBytes: 1 << 20, maximumCharacters: 200_000, maximumLines: 10_000)

    /// Bounds for the first `lines` lines at `width` columns: enough text to fill them (one
    /// more line, since the line where a cut falls may wrap differently), and source for
    /// that text with generous room for markup.
    public static func firstScreen(lines: Int, width: Int) -> ArticleLayoutLimits {
        let characters = (max(1, lines) + 1) * max(1, width)
        return ArticleLayoutLimits(
            maximumSourceBytes: max(16_384, characters * 8), maximumCharacters: characters,
            maximumLines: max(1, lines))
    }
}
