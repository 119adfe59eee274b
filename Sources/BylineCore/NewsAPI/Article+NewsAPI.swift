import Foundation

extension Article {
    /// The one conversion from a NewsAPI article to the model, or nil for an article with
    /// neither title nor link (and for NewsAPI's `[Removed]` placeholders).
    ///
    /// Titles and names are cleaned to one line; `content` loses its `[+N chars]` tail;
    /// dates with fractional seconds or offsets are understood; missing fields stay nil.
    public init?(dto: ArticleDTO, source: Source) {
        let title = ArticleText.title(dto.title)
        let url = ArticleText.webURL(dto.url, relativeTo: nil)
        if title == "[Removed]" || url?.host == "removed.com" { return nil }
        guard !title.isEmpty || url != nil else { return nil }
        let publisher = ArticleText.line(dto.source?.name)
        self.init(
            sourceKey: source.key,
            sourceName: publisher ?? source.displayName,
            guid: url?.absoluteString ?? ArticleText.digest([title, dto.publishedAt ?? "", publisher ?? ""]),
            title: title.isEmpty ? ArticleText.untitled(url) : title,
            author: ArticleText.line(dto.author),
            summary: ArticleText.block(dto.description),
            content: ArticleText.block(dto.content.map(NewsAPIContent.removingTruncationTail)),
            url: url,
            imageURL: ArticleText.webURL(dto.urlToImage, relativeTo: nil),
            published: dto.publishedAt.flatMap(DateParsing.parse)
        )
    }
}

/// NewsAPI's habits in the `content` field.
public enum NewsAPIContent {
    /// `"First lines… [+1234 chars]"` → `"First lines…"`; text without the tail is returned as is.
    public static func removingTruncationTail(_ content: String) -> String {
        guard content.hasSuffix("chars]"), let open = content.range(of: "[+", options: .backwards) else {
            return content
        }
        let count = content[open.upperBound...].dropLast("chars]".count).trimmingCharacters(in: .whitespaces)
        guard !count.isEmpty, count.allSatisfy(\.isNumber) else { return content }
        return content[..<open.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
