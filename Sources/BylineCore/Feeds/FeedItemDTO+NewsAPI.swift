extension FeedItemDTO {
    /// A NewsAPI article as a feed item. Its text passes through unchanged (marked HTML, as
    /// NewsAPI text often carries markup remnants); NewsAPI's own habits — `[Removed]`
    /// placeholders, the `[+N chars]` tail — are handled by the conversion into ``Article``.
    public init(newsAPI dto: ArticleDTO) {
        self.init(
            title: dto.title, link: dto.url, authors: dto.author.map { [$0] } ?? [],
            summary: dto.description, content: dto.content, published: dto.publishedAt,
            image: dto.urlToImage, publisher: dto.source?.name
        )
    }
}
