import BylineText
import Foundation

/// The full view of one article, as the detail pane and `byline show` present it: the
/// title in bold, source, author, date and link, a blank line, the body, then the
/// enclosures (`[m1] [audio] 48:12 · 44 MB · mp3`) and the numbered links.
///
/// The body is parsed once; ``lines(width:)`` lays it out again for each width.
public struct ArticleDocument: Sendable {
    /// The article shown.
    public let article: Article
    /// Its body, chosen from content and summary (see ``body(for:)``).
    public let body: RichText
    /// The zone dates are written in.
    public let timeZone: TimeZone
    /// What reader mode has for the article: nothing yet, a fetch under way, a failure, or
    /// the page (shown instead of the feed's body).
    public let reader: ReaderState?
    /// The reader page's body, parsed once, when there is one.
    let readerBody: RichText?

    /// The document for `article`, with dates shown in `timeZone`.
    public init(article: Article, reader: ReaderState? = nil, timeZone: TimeZone = .current) {
        self.article = article
        self.body = Self.body(for: article)
        self.timeZone = timeZone
        self.reader = reader
        if case .page(let page) = reader {
            readerBody = page.richText(baseURL: article.url)
        } else {
            readerBody = nil
        }
    }

    /// The reader page shown, if any.
    public var readerPage: ExtractedArticle? {
        if case .page(let page) = reader { return page }
        return nil
    }

    /// The body shown: the reader page's when there is one, else the feed's.
    public var shownBody: RichText { readerBody ?? body }

    /// The body's numbered links: `links[0]` is `[1]` (what the 1–9 keys open).
    public var links: [URL] { shownBody.links }

    /// Width of the field labels ("Source: ") before their values.
    private static let labelWidth = 8

    /// The document in lines of at most `width` columns (none when `width` < 1).
    public func lines(width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        let title = TextSanitizer.singleLine(article.title)
        var result = RichTextLayout.wrap([StyledSpan(title.isEmpty ? BrowserText.untitled.text : title, style: [.bold, .heading])], width: width)
        field(ReaderErrorText.source.text, ArticleText.line(article.sourceName), width: width, into: &result)
        field(ReaderErrorText.author.text, ArticleText.line(article.author), width: width, into: &result)
        field(ReaderErrorText.date.text, article.published.map { AbsoluteDate.format($0, in: timeZone) }, width: width, into: &result)
        field(
            ReaderErrorText.link.text, article.url.map { TextSanitizer.singleLine($0.absoluteString) }, style: .underline, width: width, into: &result
        )
        result.append(.blank)
        if let note = reader?.note {
            result += RichTextLayout.wrap([StyledSpan(note, style: .dim)], width: width)
            result.append(.blank)
        }
        if shownBody.isEmpty {
            result += RichTextLayout.wrap([StyledSpan(ReaderErrorText.noText.text, style: .dim)], width: width)
        } else {
            result += shownBody.layout(width: width)
        }
        if !article.enclosures.isEmpty {
            result.append(.blank)
            result += RichTextLayout.wrap([StyledSpan(ReaderErrorText.media.text, style: .bold)], width: width)
            result += mediaLines(width: width)
        }
        if !links.isEmpty {
            result.append(.blank)
            result += RichTextLayout.wrap([StyledSpan(ReaderErrorText.links.text, style: .bold)], width: width)
            result += linkLines(width: width)
        }
        return result
    }

    /// The document as plain text of at most `width` columns a line, for `byline show`;
    /// ends with a newline.
    public func plainText(width: Int) -> String {
        lines(width: width).map(\.plainText).joined(separator: "\n") + "\n"
    }

    /// `[1] https://…` lines, long addresses wrapped under their start.
    private func linkLines(width: Int) -> [StyledLine] {
        let numberWidth = "[\(links.count)] ".count
        var result: [StyledLine] = []
        for (index, url) in links.enumerated() {
            let marker = "[\(index + 1)]"
            let label = String(repeating: " ", count: numberWidth - marker.count - 1) + marker + " "
            var text = [StyledSpan(TextSanitizer.singleLine(url.absoluteString))]
            if let image = shownBody.images[url] { text.append(StyledSpan(" " + imageNote(image, url: url), style: .dim)) }
            result += hanging(label: label, labelStyle: .dim, value: text, indent: numberWidth, width: width)
        }
        return result
    }

    /// `(image: alt text · 640×480 · 120 KB)`: what is known of an image link, its byte size
    /// from an enclosure of the same address.
    private func imageNote(_ image: RichImage, url: URL) -> String {
        var parts = [ReaderErrorText.image.text]
        if let alt = image.alt { parts[0] += ": " + alt }
        if let width = image.width, let height = image.height { parts.append("\(width)×\(height)") }
        if let bytes = article.enclosures.first(where: { $0.url == url })?.byteCount { parts.append(Enclosure.size(bytes)) }
        return "(" + parts.joined(separator: " · ") + ")"
    }

    /// `[m1] [audio] 48:12 · 44 MB · mp3  Title  https://…` lines, one per enclosure,
    /// numbered `m1`, `m2`… so they never clash with the links' `[1]`.
    private func mediaLines(width: Int) -> [StyledLine] {
        let enclosures = article.enclosures
        let numberWidth = "[m\(enclosures.count)] ".count
        var result: [StyledLine] = []
        for (index, enclosure) in enclosures.enumerated() {
            let marker = "[m\(index + 1)]"
            let label = String(repeating: " ", count: numberWidth - marker.count - 1) + marker + " "
            var text = [StyledSpan(enclosure.summaryLine, style: .bold)]
            if let title = enclosure.title.map(TextSanitizer.singleLine), !title.isEmpty { text.append(StyledSpan(" " + title)) }
            text.append(StyledSpan(" " + TextSanitizer.singleLine(enclosure.url.absoluteString), style: .underline))
            result += hanging(label: label, labelStyle: .dim, value: text, indent: numberWidth, width: width)
        }
        return result
    }

    /// One `Label:  value` field, skipped when there is no value.
    private func field(_ label: String, _ value: String?, style: TextStyle = [], width: Int, into result: inout [StyledLine]) {
        guard let value, !value.isEmpty else { return }
        let padded = label + String(repeating: " ", count: max(1, Self.labelWidth - DisplayWidth.of(label)))
        result += hanging(label: padded, labelStyle: .dim, value: [StyledSpan(value, style: style)], indent: Self.labelWidth, width: width)
    }

    /// `value` wrapped beside `label`, continuation lines indented under the value; at
    /// widths too narrow for that, label and value wrap together.
    private func hanging(label: String, labelStyle: TextStyle, value: [StyledSpan], indent: Int, width: Int) -> [StyledLine] {
        guard width - indent >= 12 else {
            return RichTextLayout.wrap([StyledSpan(label, style: labelStyle)] + value, width: width)
        }
        let wrapped = RichTextLayout.wrap(value, width: width - indent)
        let margin = [StyledSpan(String(repeating: " ", count: indent))]
        return wrapped.enumerated().map { index, line in
            line.prefixed(by: index == 0 ? [StyledSpan(label, style: labelStyle)] : margin)
        }
    }
}
