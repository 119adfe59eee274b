import Foundation

/// One object of `byline list --json`, decoded strictly: every documented key with its type.
public struct ListedArticle: Decodable, Sendable, Hashable {
    /// The documented keys, exactly.
    public static let keys: Set<String> = [
        "id", "source", "title", "author", "url", "imageURL", "published", "summary", "read", "starred"
    ]

    /// The article id (for `show` and `mark`).
    public var id: Int64
    /// The source's name.
    public var source: String
    /// The headline.
    public var title: String
    /// The author, or nil.
    public var author: String?
    /// The article's address, or nil.
    public var url: String?
    /// The image's address, or nil.
    public var imageURL: String?
    /// The publication date in ISO 8601, or nil.
    public var published: String?
    /// The summary as plain text, or nil.
    public var summary: String?
    /// Whether it was read.
    public var read: Bool
    /// Whether it is starred.
    public var starred: Bool

    /// The articles in `json` (the whole stdout of `list --json`).
    public static func decode(_ json: String) throws -> [ListedArticle] {
        try JSONDecoder().decode([ListedArticle].self, from: Data(json.utf8))
    }
}
