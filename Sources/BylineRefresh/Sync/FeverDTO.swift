import BylineCore
import Foundation

/// The Fever API's answers, as the wire has them (ids as numbers or strings).
enum FeverDTO {
    /// Every answer: `auth` is 1 when the api_key was accepted.
    struct Envelope: Decodable {
        var auth: Int?
    }

    /// `?api&groups`: the folders and which feeds are in each.
    struct Groups: Decodable {
        var groups: [Group]?
        var feedsGroups: [FeedsGroup]?

        enum CodingKeys: String, CodingKey {
            case groups
            case feedsGroups = "feeds_groups"
        }
    }

    /// One folder.
    struct Group: Decodable {
        var id: LooseString
        var title: String?
    }

    /// The feeds of one folder, as one comma-separated string.
    struct FeedsGroup: Decodable {
        var groupID: LooseString
        var feedIDs: LooseString?

        enum CodingKeys: String, CodingKey {
            case groupID = "group_id"
            case feedIDs = "feed_ids"
        }
    }

    /// `?api&feeds`.
    struct Feeds: Decodable {
        var feeds: [Feed]?
    }

    /// One feed.
    struct Feed: Decodable {
        var id: LooseString
        var title: String?
        var url: String?
    }

    /// `?api&unread_item_ids` or `?api&saved_item_ids`: one comma-separated string.
    struct ItemIDs: Decodable {
        var unreadItemIDs: LooseString?
        var savedItemIDs: LooseString?

        enum CodingKeys: String, CodingKey {
            case unreadItemIDs = "unread_item_ids"
            case savedItemIDs = "saved_item_ids"
        }
    }

    /// `?api&items…`.
    struct Items: Decodable {
        var items: [Item]?
    }

    /// One item.
    struct Item: Decodable {
        var id: LooseString
        var feedID: LooseString
        var title: String?
        var author: String?
        var html: String?
        var url: String?
        var isSaved: LooseString?
        var isRead: LooseString?
        var createdOnTime: LooseString?

        enum CodingKeys: String, CodingKey {
            case id, title, author, html, url
            case feedID = "feed_id"
            case isSaved = "is_saved"
            case isRead = "is_read"
            case createdOnTime = "created_on_time"
        }

        /// The item in Byline's terms.
        var remote: RemoteItem {
            let created = createdOnTime.flatMap { Int64($0.text) }.map { Date(timeIntervalSince1970: TimeInterval($0)) }
            return RemoteItem(
                id: id.text, feedID: feedID.text, title: title ?? "", author: author, html: html,
                url: url.flatMap(URL.init(string:)), published: created,
                isRead: isRead?.text == "1", isStarred: isSaved?.text == "1")
        }
    }

    /// The ids in a comma-separated list, blanks dropped.
    static func ids(_ list: LooseString?) -> [String] {
        (list?.text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
