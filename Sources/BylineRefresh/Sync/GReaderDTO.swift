import BylineCore
import Foundation

/// The Google Reader API's answers, as the wire has them.
enum GReaderDTO {
    /// `subscription/list?output=json`.
    struct SubscriptionList: Decodable {
        var subscriptions: [Subscription]
    }

    /// One subscription.
    struct Subscription: Decodable {
        var id: String
        var title: String?
        var url: String?
        var categories: [Category]?
    }

    /// A folder (label) of a subscription.
    struct Category: Decodable {
        var id: String?
        var label: String?
    }

    /// `stream/contents/…` and `stream/items/contents`.
    struct Stream: Decodable {
        var items: [Item]?
        var continuation: LooseString?
    }

    /// One item.
    struct Item: Decodable {
        var id: String
        var title: String?
        var published: LooseString?
        var crawlTimeMsec: LooseString?
        var canonical: [Link]?
        var alternate: [Link]?
        var summary: Text?
        var content: Text?
        var author: String?
        var origin: Origin?
        var categories: [String]?

        /// The item in Byline's terms, or nil when its id is unreadable.
        var remote: RemoteItem? {
            guard let id = GReaderItemID.canonical(id) else { return nil }
            let link = (canonical ?? []).first?.href ?? (alternate ?? []).first?.href
            let published = published.flatMap { Int64($0.text) }.map { Date(timeIntervalSince1970: TimeInterval($0)) }
            let tags = Set(categories ?? [])
            return RemoteItem(
                id: id, feedID: origin?.streamId ?? "", title: title ?? "", author: author,
                html: content?.content ?? summary?.content, url: link.flatMap(URL.init(string:)),
                published: published,
                isRead: tags.contains(GReaderBackend.readTag), isStarred: tags.contains(GReaderBackend.starredTag))
        }

        /// When the server fetched it, in Unix seconds (what `ot=` compares with).
        var crawlSeconds: Int64? {
            crawlTimeMsec.flatMap { Int64($0.text) }.map { $0 / 1000 }
        }
    }

    /// A link of an item.
    struct Link: Decodable {
        var href: String?
    }

    /// A text body of an item.
    struct Text: Decodable {
        var content: String?
    }

    /// The feed an item came from.
    struct Origin: Decodable {
        var streamId: String?
        var title: String?
    }

    /// `stream/items/ids`.
    struct ItemIDs: Decodable {
        var itemRefs: [ItemRef]?
        var continuation: LooseString?
    }

    /// One id of `stream/items/ids` (decimal).
    struct ItemRef: Decodable {
        var id: LooseString
    }
}

/// The three spellings of a Google Reader item id, brought to one: 16 lowercase hex digits.
public enum GReaderItemID {
    /// The prefix of the long form.
    static let longPrefix = "tag:google.com,2005:reader/item/"

    /// The canonical form of `text`: the long form's hex, or a decimal id (possibly negative,
    /// as Google's were) as its 64-bit pattern in hex; nil for anything else.
    public static func canonical(_ text: String) -> String? {
        if text.hasPrefix(longPrefix) {
            let hex = text.dropFirst(longPrefix.count).lowercased()
            guard !hex.isEmpty, hex.count <= 16, UInt64(hex, radix: 16) != nil else { return nil }
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        let bits: UInt64
        if let value = UInt64(text) {
            bits = value
        } else if let value = Int64(text) {
            bits = UInt64(bitPattern: value)
        } else {
            return nil
        }
        let hex = String(bits, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The long form, which every server reads as hex whatever its digits.
    public static func long(_ canonical: String) -> String {
        longPrefix + canonical
    }
}
