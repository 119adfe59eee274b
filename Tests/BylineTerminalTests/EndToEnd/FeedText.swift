import Foundation

/// Feeds written for the loopback server: RSS 2.0 for ordinary items, JSON Feed for text
/// that XML cannot carry (control characters).
enum FeedText {
    /// One feed item.
    struct Item {
        /// The headline.
        var title: String
        /// The item's link (any scheme: conversion keeps only http and https).
        var link: String
        /// The body, as HTML.
        var html: String = ""
        /// Hours before 2024-03-01 12:00 UTC: the list is newest first, so a smaller age
        /// is higher up.
        var age: Int = 0
        /// The guid; the link when nil.
        var guid: String?

        /// When the item was published.
        var published: Date { Date(timeIntervalSince1970: 1_709_294_400 - TimeInterval(age) * 3600) }
    }

    /// An RSS 2.0 channel named `title` with `items`.
    static func rss(title: String, items: [Item]) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let entries = items.map { item in
            """
            <item><title>\(escaped(item.title))</title><link>\(escaped(item.link))</link>\
            <guid isPermaLink="false">\(escaped(item.guid ?? item.link))</guid>\
            <description>\(escaped(item.html))</description>\
            <pubDate>\(formatter.string(from: item.published))</pubDate></item>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>\(escaped(title))</title><link>http://example.com/</link>
            \(entries.joined(separator: "\n"))
            </channel></rss>
            """
    }

    /// A JSON Feed 1.1 named `title` with `items` (strings escaped by JSONSerialization, so
    /// control characters travel as `\u001b`).
    static func jsonFeed(title: String, items: [Item]) -> String {
        let formatter = ISO8601DateFormatter()
        let objects: [[String: Any]] = items.map { item in
            [
                "id": item.guid ?? item.link, "title": item.title, "url": item.link, "content_html": item.html,
                "date_published": formatter.string(from: item.published)
            ]
        }
        let feed: [String: Any] = ["version": "https://jsonfeed.org/version/1.1", "title": title, "items": objects]
        let data = (try? JSONSerialization.data(withJSONObject: feed, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// `text` safe inside an XML element.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
