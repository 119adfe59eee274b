import Foundation

/// Writes test feeds as text, so process tests need no fixture files: RSS 2.0, Atom 1.0,
/// JSON Feed 1.1 and NewsAPI answers, each from the same ``FeedItem`` values.
public enum FeedBuilder {
    /// An RSS 2.0 document.
    public static func rss(title: String, items: [FeedItem]) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<rss version="2.0"><channel>"#,
            "<title>\(xml(title))</title><link>http://example.org/</link><description>test</description>"
        ]
        for item in items {
            var parts = ["<item>", "<guid isPermaLink=\"false\">\(xml(item.id))</guid>", "<title>\(xml(item.title))</title>"]
            if let link = item.link { parts.append("<link>\(xml(link))</link>") }
            if let summary = item.summary, item.contentHTML == nil { parts.append("<description>\(xml(summary))</description>") }
            if let html = item.contentHTML { parts.append("<description>\(xml(html))</description>") }
            if let author = item.author { parts.append("<author>nobody@example.org (\(xml(author)))</author>") }
            if let date = item.published { parts.append("<pubDate>\(rfc822(date))</pubDate>") }
            lines.append(parts.joined() + "</item>")
        }
        lines.append("</channel></rss>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// An Atom 1.0 document.
    public static func atom(title: String, items: [FeedItem]) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<feed xmlns="http://www.w3.org/2005/Atom">"#,
            "<title>\(xml(title))</title><id>urn:test:\(xml(title))</id><updated>2025-06-15T12:00:00Z</updated>"
        ]
        for item in items {
            var parts = ["<entry>", "<id>\(xml(item.id))</id>", "<title type=\"text\">\(xml(item.title))</title>"]
            if let link = item.link { parts.append("<link rel=\"alternate\" href=\"\(xml(link))\"/>") }
            if let summary = item.summary { parts.append("<summary type=\"text\">\(xml(summary))</summary>") }
            if let html = item.contentHTML { parts.append("<content type=\"html\">\(xml(html))</content>") }
            if let author = item.author { parts.append("<author><name>\(xml(author))</name></author>") }
            if let date = item.published {
                parts.append("<published>\(iso8601(date))</published><updated>\(iso8601(date))</updated>")
            }
            lines.append(parts.joined() + "</entry>")
        }
        lines.append("</feed>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A JSON Feed 1.1 document.
    public static func jsonFeed(title: String, items: [FeedItem]) -> String {
        let entries: [[String: Any]] = items.map { item in
            var entry: [String: Any] = ["id": item.id, "title": item.title]
            entry["url"] = item.link
            entry["summary"] = item.summary
            entry["content_html"] = item.contentHTML
            entry["authors"] = item.author.map { [["name": $0]] }
            entry["date_published"] = item.published.map(iso8601)
            entry["image"] = item.image
            return entry
        }
        return json(["version": "https://jsonfeed.org/version/1.1", "title": title, "items": entries])
    }

    /// A NewsAPI `{"status":"ok","articles":[…]}` answer; `source` names each article's publisher.
    public static func newsAPI(source: String, items: [FeedItem]) -> String {
        let articles: [[String: Any]] = items.map { item in
            var article: [String: Any] = ["source": ["id": NSNull(), "name": source], "title": item.title]
            article["url"] = item.link ?? "http://example.org/\(item.id)"
            article["description"] = item.summary
            article["content"] = item.contentHTML
            article["author"] = item.author
            article["publishedAt"] = item.published.map(iso8601)
            article["urlToImage"] = item.image
            return article
        }
        return json(["status": "ok", "totalResults": items.count, "articles": articles])
    }

    /// `text` escaped for XML character data and double-quoted attributes.
    public static func xml(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A date as RSS writes it.
    public static func rfc822(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    /// A date as Atom, JSON Feed and NewsAPI write it.
    public static func iso8601(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    private static func json(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
