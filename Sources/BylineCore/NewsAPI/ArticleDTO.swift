import Foundation

/// A NewsAPI v2 answer (`top-headlines` and `everything` share it), as it is on the wire.
public struct NewsAPIResponseDTO: Decodable, Sendable, Equatable {
    /// `ok` or `error`.
    public var status: String
    /// How many results match in all (not only this page).
    public var totalResults: Int?
    /// This page of articles.
    public var articles: [ArticleDTO]

    private enum CodingKeys: String, CodingKey { case status, totalResults, articles }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decode(String.self, forKey: .status)
        totalResults = try? container.decodeIfPresent(Int.self, forKey: .totalResults)
        articles = try container.decodeIfPresent([ArticleDTO].self, forKey: .articles) ?? []
    }
}

/// One NewsAPI article, as it is on the wire: every field may be null, and a field of the
/// wrong type is read as missing rather than failing the whole page.
public struct ArticleDTO: Decodable, Sendable, Equatable {
    /// The publisher: NewsAPI's id (often null) and its name.
    public struct SourceDTO: Decodable, Sendable, Equatable {
        /// NewsAPI's source id, such as `bbc-news`.
        public var id: String?
        /// The publisher's name.
        public var name: String?

        /// A source from its parts.
        public init(id: String? = nil, name: String? = nil) {
            self.id = id
            self.name = name
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = container.lenientString(.id)
            name = container.lenientString(.name)
        }

        private enum CodingKeys: String, CodingKey { case id, name }
    }

    public var source: SourceDTO?
    public var author: String?
    public var title: String?
    public var description: String?
    public var url: String?
    public var urlToImage: String?
    /// ISO 8601, with or without fractional seconds, `Z` or an offset.
    public var publishedAt: String?
    /// The start of the body, ending in `… [+1234 chars]` on the free plan.
    public var content: String?

    /// A DTO from its fields (fixtures and tests).
    public init(
        source: SourceDTO? = nil, author: String? = nil, title: String? = nil, description: String? = nil,
        url: String? = nil, urlToImage: String? = nil, publishedAt: String? = nil, content: String? = nil
    ) {
        self.source = source
        self.author = author
        self.title = title
        self.description = description
        self.url = url
        self.urlToImage = urlToImage
        self.publishedAt = publishedAt
        self.content = content
    }

    private enum CodingKeys: String, CodingKey {
        case source, author, title, description, url, urlToImage, publishedAt, content
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        source = try? container.decodeIfPresent(SourceDTO.self, forKey: .source)
        author = container.lenientString(.author)
        title = container.lenientString(.title)
        description = container.lenientString(.description)
        url = container.lenientString(.url)
        urlToImage = container.lenientString(.urlToImage)
        publishedAt = container.lenientString(.publishedAt)
        content = container.lenientString(.content)
    }
}

extension KeyedDecodingContainer {
    /// A string field, or nil when it is missing, null or not a string.
    func lenientString(_ key: Key) -> String? {
        (try? decodeIfPresent(String.self, forKey: key)) ?? nil
    }
}
