import Foundation

/// Reader mode: finds the article in a web page, the way Firefox's Reader View does.
///
/// Pure: bytes and a URL in, an ``ExtractedArticle`` out. The page is parsed by libxml2's
/// HTML parser (recovery on, network off), no script is run and nothing is fetched. Work is
/// bounded by the input cap (``maximumBytes``) and the node cap of ``ReaderTreeBuilder``;
/// at most four scoring passes run, each linear in the page apart from per-block
/// measurements bounded by the depth cap.
public enum ArticleExtractor {
    /// The largest page read.
    public static let maximumBytes = 8 << 20
    /// Content shorter than this (in characters) makes the next pass try with fewer heuristics.
    static let minimumLength = 500

    /// The article in `data`, a page fetched from (or saved from) `url`.
    ///
    /// - Parameter encoding: The charset the server named in `Content-Type`, if any.
    public static func extract(_ data: Data, url: URL?, encoding: String? = nil) throws(ReaderError) -> ExtractedArticle {
        guard data.count <= maximumBytes else { throw .tooLarge(bytes: data.count, limit: maximumBytes) }
        let arena = ReaderArena()
        defer { withExtendedLifetime(arena) {} }
        guard let root = ReaderTreeBuilder.build(data, encoding: encoding, arena: arena) else { throw .notHTML }
        let metadata = ReaderMetadata(root: root)
        let base = baseURL(root, pageURL: url)
        ReaderPreparation.prepare(root)
        var best: (content: ReaderNode, length: Int, scoring: ReaderScoring)?
        for flags in passes {
            var scoring = ReaderScoring(flags: flags, title: metadata.title)
            let content = scoring.grab(root.clone())
            scoring.clean(content)
            let length = content.innerTextLength
            if best == nil || length > best?.length ?? 0 { best = (content, length, scoring) }
            if length >= minimumLength { best = (content, length, scoring); break }
        }
        guard let found = best, found.length > 0 else { throw .notAnArticle }
        // Text made only of what the sanitiser removes (controls, bidi marks) is no article.
        let text = ReaderOutput.plainText(found.content)
        guard text.contains(where: { !$0.isWhitespace }) else { throw .notAnArticle }
        let line = { (text: String?) in text.map(TextSanitizer.singleLine).flatMap { $0.isEmpty ? nil : $0 } }
        return ExtractedArticle(
            title: TextSanitizer.singleLine(metadata.title),
            byline: line(metadata.byline ?? found.scoring.byline),
            siteName: line(metadata.siteName),
            published: line(metadata.published),
            language: line(metadata.language),
            direction: line(found.scoring.direction),
            excerpt: line(metadata.excerpt),
            html: TextSanitizer.clean(ReaderOutput.html(found.content, base: base)),
            text: text)
    }

    /// The heuristics of each pass: all on, then without dropping unlikely blocks, then
    /// without class weights, then without conditional cleaning.
    private static let passes: [ReaderScoring.Flags] = [
        .init(),
        .init(stripUnlikely: false),
        .init(stripUnlikely: false, weighClasses: false),
        .init(stripUnlikely: false, weighClasses: false, cleanConditionally: false),
    ]

    /// The URL relative links resolve against: the page's `<base href>` (itself resolved
    /// against the page URL), else the page URL.
    static func baseURL(_ root: ReaderNode, pageURL: URL?) -> URL? {
        guard let href = root.descendants(named: "base").lazy.compactMap({ $0.attribute("href") }).first,
              let resolved = URL(string: href.trimmingCharacters(in: .whitespaces), relativeTo: pageURL)?.absoluteURL,
              let scheme = resolved.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return pageURL }
        return resolved
    }
}
