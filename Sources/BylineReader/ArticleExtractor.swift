import BylineText
import Foundation

/// Reader mode: finds the article in a web page, the way Firefox's Reader View does.
///
/// Pure: bytes and a URL in, an ``ExtractedArticle`` out. The page is parsed by libxml2's
/// HTML parser (recovery on, network off), no script is run and nothing is fetched. Work and
/// memory are bounded by the input cap (``maximumBytes``) and the node cap of
/// ``ReaderTreeBuilder`` (a page beyond it is read that far, with a note saying so);
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
        try extract(data, url: url, encoding: encoding, nodeLimit: ReaderTreeBuilder.maximumNodes)
    }

    /// The article in `data`, read as far as its first `nodeLimit` elements and pieces of
    /// text; a page cut there ends with a line that says so.
    static func extract(_ data: Data, url: URL?, encoding: String?, nodeLimit: Int) throws(ReaderError) -> ExtractedArticle {
        guard data.count <= maximumBytes else { throw .tooLarge(bytes: data.count, limit: maximumBytes) }
        let arena = ReaderArena()
        defer { withExtendedLifetime(arena) {} }
        guard let (root, wasCut) = ReaderTreeBuilder.parse(data, encoding: encoding, arena: arena, nodeLimit: nodeLimit) else {
            throw .notHTML
        }
        let metadata = ReaderMetadata(root: root)
        let base = baseURL(root, pageURL: url)
        ReaderPreparation.prepare(root)
        // Each pass works on a copy of the page in an arena of its own, so a pass that is not
        // kept frees its copy: four copies of a 150,000-node page at once were 90 MB.
        var best: (content: ReaderNode, length: Int, scoring: ReaderScoring, arena: ReaderArena)?
        for flags in passes {
            let passArena = ReaderArena()
            var scoring = ReaderScoring(flags: flags, title: metadata.title)
            let content = scoring.grab(root.clone(into: passArena))
            scoring.clean(content)
            let length = content.innerTextLength
            if best == nil || length > best?.length ?? 0 { best = (content, length, scoring, passArena) }
            if length >= minimumLength {
                best = (content, length, scoring, passArena)
                break
            }
        }
        guard let found = best, found.length > 0 else { throw .notAnArticle }
        return try withExtendedLifetime(found.arena) { () throws(ReaderError) -> ExtractedArticle in
            // Text made only of what the sanitiser removes (controls, bidi marks) is no article.
            var text = ReaderOutput.plainText(found.content)
            guard text.contains(where: { !$0.isWhitespace }) else { throw .notAnArticle }
            var html = TextSanitizer.clean(ReaderOutput.html(found.content, base: base))
            if wasCut {
                let note = BoundsText.pageCut(DigitGrouping.text(nodeLimit))
                html += "\n<p>" + note + "</p>"
                text += "\n\n" + note
            }
            let line = { (text: String?) in text.map(TextSanitizer.singleLine).flatMap { $0.isEmpty ? nil : $0 } }
            return ExtractedArticle(
                title: TextSanitizer.singleLine(metadata.title),
                byline: line(metadata.byline ?? found.scoring.byline),
                siteName: line(metadata.siteName),
                published: line(metadata.published),
                language: line(metadata.language),
                direction: line(found.scoring.direction),
                excerpt: line(metadata.excerpt),
                html: html,
                text: text)
        }
    }

    /// The heuristics of each pass: all on, then without dropping unlikely blocks, then
    /// without class weights, then without conditional cleaning.
    private static let passes: [ReaderScoring.Flags] = [
        .init(),
        .init(stripUnlikely: false),
        .init(stripUnlikely: false, weighClasses: false),
        .init(stripUnlikely: false, weighClasses: false, cleanConditionally: false)
    ]

    /// The URL relative links resolve against: the page's `<base href>` (itself resolved
    /// against the page URL), else the page URL.
    static func baseURL(_ root: ReaderNode, pageURL: URL?) -> URL? {
        guard let href = root.descendants(named: "base").lazy.compactMap({ $0.attribute("href") }).first,
            let resolved = URL(string: href.trimmingCharacters(in: .whitespaces), relativeTo: pageURL)?.absoluteURL,
            let scheme = resolved.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return pageURL }
        return resolved
    }
}
