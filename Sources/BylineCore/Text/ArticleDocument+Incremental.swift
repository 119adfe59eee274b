import BylineText
import Foundation

/// Bounded layout for the browser: a huge article is parsed and laid out in part, the first
/// screen before the rest, and what is left out is said in words.
extension ArticleDocument {
    /// The document for `article` with at most `limits.maximumSourceBytes` of its content and
    /// summary parsed and at most `limits.maximumCharacters` of body text kept, and how many
    /// characters were left out (those of the unparsed source counted as characters too;
    /// unless `countingOmitted`, that count, which reads the whole source, is 0).
    public static func bounded(
        _ article: Article, timeZone: TimeZone = .current, limits: ArticleLayoutLimits,
        countingOmitted: Bool = true
    ) -> (document: ArticleDocument, omitted: Int) {
        var source = article
        let content = cut(article.content, toBytes: limits.maximumSourceBytes)
        let summary = cut(article.summary, toBytes: limits.maximumSourceBytes)
        source.content = content.kept
        source.summary = summary.kept
        let (body, omittedText) = Self.body(for: source).prefix(characters: limits.maximumCharacters)
        let document = ArticleDocument(article: source, body: body, timeZone: timeZone)
        guard countingOmitted else { return (document, 0) }
        return (document, omittedText + ((source.content == nil ? summary.cutOff : content.cutOff)?.count ?? 0))
    }

    /// Whether `article` is small enough that ``bounded(_:timeZone:limits:)`` parses all of it.
    public static func fitsSource(_ article: Article, limits: ArticleLayoutLimits) -> Bool {
        (article.content?.utf8.count ?? 0) <= limits.maximumSourceBytes && (article.summary?.utf8.count ?? 0) <= limits.maximumSourceBytes
    }

    /// The document in at most `maximumLines` lines of at most `width` columns; when lines or
    /// characters were left out (`omitted` of them before this layout), the last line says how
    /// many with ``truncationMarker(omitting:)``.
    public func lines(width: Int, maximumLines: Int, omitted: Int = 0) -> [StyledLine] {
        var result = lines(width: width)
        var left = omitted
        func marker(_ count: Int) -> [StyledLine] {
            [.blank] + RichTextLayout.wrap([StyledSpan(Self.truncationMarker(omitting: count), style: .dim)], width: width)
        }
        if result.count > maximumLines {
            // Room for the marker, measured with a count at least as long as the real one.
            let room = marker(left + result.reduce(0) { $0 + $1.plainText.count }).count
            let kept = max(0, maximumLines - room)
            left += result[kept...].reduce(0) { $0 + $1.plainText.count }
            result.removeSubrange(kept...)
        }
        guard left > 0, width > 0 else { return result }
        return result + marker(left)
    }

    /// `[article truncated: 4,800,000 more characters]`.
    public static func truncationMarker(omitting count: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.usesGroupingSeparator = true
        formatter.groupingSeparator = ","
        formatter.groupingSize = 3
        let number = formatter.string(from: NSNumber(value: count)) ?? String(count)
        return count == 1 ? ReaderErrorText.truncated1(number) : ReaderErrorText.truncatedN(number)
    }

    /// A document from its parts, with no reader-mode page.
    init(article: Article, body: RichText, timeZone: TimeZone) {
        self.article = article
        self.body = body
        self.timeZone = timeZone
        reader = nil
        readerBody = nil
    }

    /// `text` cut to at most `bytes` UTF-8 bytes at a scalar boundary, and the scalars cut off.
    static func cut(_ text: String?, toBytes bytes: Int) -> (kept: String?, cutOff: Substring.UnicodeScalarView?) {
        guard let text, text.utf8.count > bytes else { return (text, nil) }
        let scalars = text.unicodeScalars
        var end = text.utf8.index(text.utf8.startIndex, offsetBy: bytes)
        while end > text.startIndex && end.samePosition(in: scalars) == nil {
            end = text.utf8.index(before: end)
        }
        return (String(scalars[..<end]), scalars[end...])
    }
}

/// Documents compare by what they show, so effects that carry one stay values.
extension ArticleDocument: Hashable {
    /// Whether both show the same article, body and zone.
    public static func == (lhs: ArticleDocument, rhs: ArticleDocument) -> Bool {
        lhs.article == rhs.article && lhs.timeZone == rhs.timeZone && lhs.body == rhs.body
    }

    /// Hashes the article's id and guid (cheap; equality does the full comparison).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(article.id)
        hasher.combine(article.guid)
    }
}
