extension FeedItemDTO {
    /// A NewsAPI article as a feed item. Its text passes through unchanged (marked HTML, as
    /// NewsAPI text often carries markup remnants; a title only when it looks like HTML, as an
    /// RSS title: `a new <Span> type` is text); NewsAPI's own habits — `[Removed]`
    /// placeholders, the `[+N chars]` tail — are handled by the conversion into ``Article``.
    public init(newsAPI dto: ArticleDTO) {
        self.init(
            title: dto.title, titleKind: dto.title.map(FeedTextKind.guessing) ?? .text, link: dto.url, authors: dto.author.map { [$0] } ?? [],
            summary: dto.description, content: dto.content, published: dto.publishedAt,
            image: dto.urlToImage, publisher: dto.source?.name
        )
    }
}
