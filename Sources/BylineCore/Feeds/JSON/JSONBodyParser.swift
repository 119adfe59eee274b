import BylineText
import Foundation

/// Reads a JSON body: a JSON Feed, or a NewsAPI answer served at a feed URL.
enum JSONBodyParser {
    /// The feed in `data`, fetched from `url`, with at most `itemLimit` items (the newest).
    static func parse(_ data: Data, url: URL, itemLimit: Int = FeedItemLimit.perRefresh) throws(FeedError) -> ParsedFeed {
        let body: JSONFeedBody
        do {
            let text = JSONBody.repairingUTF8(data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data)
            let decoder = JSONDecoder()
            decoder.userInfo[JSONFeedDTO.itemLimitKey] = itemLimit
            body = try decoder.decode(JSONFeedBody.self, from: text)
        } catch let error as DecodingError {
            throw invalidJSON(error)
        } catch {
            throw .invalidJSON(path: "", reason: TextSanitizer.singleLine("\(error)"))
        }
        switch body {
        case .jsonFeed(let dto):
            var parsed = feed(from: dto, url: url)
            parsed.itemsLeftOut = dto.itemsLeftOut
            return parsed
        case .newsAPI(let response):
            var parsed = ParsedFeed(format: .newsAPI, url: url, items: response.articles.map(FeedItemDTO.init(newsAPI:)))
            parsed.limitItems(to: itemLimit)
            return parsed
        case .serviceError(let code, let message):
            throw .serviceError(code: code, message: message)
        case .other(let found):
            throw .notAFeed(.json(found))
        }
    }

    private static func feed(from dto: JSONFeedDTO, url: URL) -> ParsedFeed {
        let items = dto.items.map { item in
            var converted = FeedItemDTO(
                guid: item.id, title: item.title, titleKind: .text, link: item.url ?? item.externalURL,
                authors: item.authors.isEmpty ? dto.authors : item.authors,
                summary: item.summary, summaryKind: .text,
                content: item.contentHTML ?? item.contentText, contentKind: item.contentHTML == nil ? .text : .html,
                published: item.datePublished, updated: item.dateModified,
                image: item.image ?? item.bannerImage, categories: item.tags
            )
            converted.enclosures = item.attachments
            return converted
        }
        var feed = ParsedFeed(
            format: .jsonFeed, url: url, title: dto.title,
            siteURL: ArticleText.webURL(dto.homePageURL, relativeTo: url), items: items)
        feed.titleKind = .text
        return feed
    }

    private static func invalidJSON(_ error: DecodingError) -> FeedError {
        let context: DecodingError.Context
        switch error {
        case .dataCorrupted(let value), .keyNotFound(_, let value), .typeMismatch(_, let value), .valueNotFound(_, let value):
            context = value
        @unknown default:
            return .invalidJSON(path: "", reason: TextSanitizer.singleLine("\(error)"))
        }
        var reason = context.debugDescription
        if let underlying = context.underlyingError {
            let detail = (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(underlying)"
            reason += " " + detail
        }
        return .invalidJSON(path: path(context.codingPath), reason: String(TextSanitizer.singleLine(reason).prefix(200)))
    }

    /// `items[3].title` from a coding path.
    static func path(_ codingPath: [CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}

/// What a JSON body holds, decided in one decoding pass by its top-level keys.
enum JSONFeedBody: Decodable {
    /// A JSON Feed (a jsonfeed.org `version`, or a list of `items`).
    case jsonFeed(JSONFeedDTO)
    /// A NewsAPI answer (it has `articles`).
    case newsAPI(NewsAPIResponseDTO)
    /// An error object (`"status": "error"`) with its code and message.
    case serviceError(code: String?, message: String)
    /// Not a feed; the words say what was found.
    case other(String)

    /// Decides by the top-level keys, then decodes the matching DTO from the same decoder.
    init(from decoder: Decoder) throws {
        guard let container = try? decoder.container(keyedBy: JSONKey.self) else {
            self = .other(FeedText.topNotObject.text)
            return
        }
        // `items` alone must be a list: `{"items": 3}` is some other JSON, not a broken feed
        // (found by the soak's garbage sources). A declared JSON Feed is read as one, so its
        // errors are named by path.
        let declaresJSONFeed = container.lenientString(JSONKey("version"))?.contains("jsonfeed.org") == true
        let listsItems = (try? container.nestedUnkeyedContainer(forKey: JSONKey("items"))) != nil
        if declaresJSONFeed || listsItems {
            self = .jsonFeed(try JSONFeedDTO(from: decoder))
        } else if let status = container.lenientString(JSONKey("status")), status != "ok" {
            if status == "error" {
                let message = container.lenientString(JSONKey("message")) ?? FeedText.noMessage.text
                self = .serviceError(
                    code: container.lenientString(JSONKey("code")).map(TextSanitizer.singleLine),
                    message: String(TextSanitizer.singleLine(message).prefix(300)))
            } else {
                self = .other(FeedText.statusIs(TextSanitizer.singleLine(String(status.prefix(40)))))
            }
        } else if container.contains(JSONKey("articles")) {
            self = .newsAPI(try NewsAPIResponseDTO(from: decoder))
        } else {
            let keys = container.allKeys.map(\.stringValue).sorted().prefix(5).map { TextSanitizer.singleLine(String($0.prefix(30))) }
            self = .other(keys.isEmpty ? FeedText.emptyObject.text : FeedText.keys(keys.joined(separator: ", ")))
        }
    }
}

/// Any JSON object key.
struct JSONKey: CodingKey {
    /// The key.
    var stringValue: String
    /// Never an index.
    var intValue: Int? { nil }

    /// The key `string`.
    init(_ string: String) {
        stringValue = string
    }

    /// The key `stringValue`.
    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Indexes are not object keys.
    init?(intValue: Int) {
        return nil
    }
}
