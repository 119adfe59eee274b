import Foundation

/// An article body (HTML or plain text) parsed once into blocks, ready to be laid out at
/// any width: the detail pane re-lays it out on every resize without parsing again.
///
/// Links with an `http`/`https` target (relative ones resolved against the article URL)
/// show as `text[1]` and are listed in ``links``; scripts, styles, frames, objects and
/// comments are dropped; every piece of text is cleaned with ``TextSanitizer``.
public struct RichText: Sendable, Hashable {
    /// The blocks, in reading order.
    public var blocks: [RichBlock]
    /// The numbered links: `links[0]` is `[1]`.
    public var links: [URL]
    /// The links that are images (`<img src>`), with their alt text and declared size.
    public var images: [URL: RichImage]

    /// Rich text from blocks already built.
    public init(blocks: [RichBlock] = [], links: [URL] = [], images: [URL: RichImage] = [:]) {
        self.blocks = blocks
        self.links = links
        self.images = images
    }

    /// Parses an article body: HTML when it contains markup, else plain text whose blank
    /// lines separate paragraphs and whose single newlines are line breaks.
    ///
    /// - Parameters:
    ///   - text: The body as the source sent it.
    ///   - baseURL: The article's URL, to resolve relative links against.
    ///   - numberingAfter: Links already numbered (another part of the same article);
    ///     new links are numbered after them and a repeated link keeps its number.
    public init(parsing text: String, baseURL: URL? = nil, numberingAfter existingLinks: [URL] = []) {
        var builder = RichTextBuilder(baseURL: baseURL, links: existingLinks)
        // Cleaned before parsing too, so a raw escape sequence goes with its payload;
        // decoded text is cleaned again, since entities can spell control characters.
        // Tabs are expanded first because the cleaner turns each into one space; only
        // `<pre>` text keeps the difference.
        let cleaned = TextSanitizer.clean(text.contains("\t") ? text.replacingOccurrences(of: "\t", with: "    ") : text)
        let html = Self.looksLikeHTML(cleaned) ? cleaned : Self.html(fromPlainText: cleaned)
        HTMLTreeWalker.walk(html, visitor: &builder)
        self = builder.finish()
    }

    /// Whether `text` contains markup: a `<` followed by a letter, `/` or `!`.
    public static func looksLikeHTML(_ text: String) -> Bool {
        var afterLessThan = false
        for byte in text.utf8 {
            if afterLessThan {
                let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                if isLetter || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!") { return true }
            }
            afterLessThan = byte == UInt8(ascii: "<")
        }
        return false
    }

    /// Plain text as HTML: blank lines become paragraphs, newlines `<br>`, `<` escaped,
    /// entities (`&amp;`) left for the parser to decode.
    static func html(fromPlainText text: String) -> String {
        var html = ""
        var paragraph: [Substring] = []
        func endParagraph() {
            if !paragraph.isEmpty {
                html += "<p>" + paragraph.joined(separator: "<br>") + "</p>"
                paragraph.removeAll()
            }
        }
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if line.allSatisfy(\.isWhitespace) {
                endParagraph()
            } else {
                paragraph.append(Substring(line.replacingOccurrences(of: "<", with: "&lt;")))
            }
        }
        endParagraph()
        return html
    }

    /// The text with styles and layout dropped, blocks separated by single spaces and
    /// white space collapsed.
    public var plainText: String {
        let joined = blocks.map(\.plainText).joined(separator: " ")
        return joined.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// Whether there is nothing to show.
    public var isEmpty: Bool { blocks.isEmpty }

    /// The body laid out in lines of at most `width` columns (none when `width` < 1).
    public func layout(width: Int) -> [StyledLine] {
        RichTextLayout.lines(for: blocks, width: width)
    }
}
