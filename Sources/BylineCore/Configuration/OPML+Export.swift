import Foundation

extension OPML {
    /// The sources as an OPML 2.0 document: one `type="rss"` outline per source with
    /// `text`, `title` (when the source has one), `xmlUrl` (the URL or `newsapi:` text) and
    /// the tags as a comma-separated `category`. The built-in demo source is left out, and so
    /// are query feeds: OPML has none, and another reader would take their text for a URL.
    ///
    /// A source without a title is written with its URL as `text` (OPML requires one);
    /// import reads a `text` equal to the address as "no title", so titles round-trip.
    /// Tags containing `,` or `/` cannot survive a `category` round trip: import splits them.
    public static func export(_ sources: [Source], title: String = "Byline sources", dateCreated: Date = Date()) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<opml version=\"2.0\">",
            "  <head>",
            "    <title>\(escape(title))</title>",
            "    <dateCreated>\(rfc822(dateCreated))</dateCreated>",
            "  </head>",
            "  <body>",
        ]
        for source in sources where source.kind != .demo && !source.isQuery {
            // Titles and tags may have been typed by hand into the urls file: clean them
            // like everything else that leaves Byline.
            let title = source.title.map(TextSanitizer.singleLine)
            let tags = source.tags.map(TextSanitizer.singleLine).filter { !$0.isEmpty }
            var attributes = [("type", "rss"), ("text", title ?? source.key)]
            if let title { attributes.append(("title", title)) }
            attributes.append(("xmlUrl", source.key))
            if !tags.isEmpty { attributes.append(("category", tags.joined(separator: ","))) }
            let written = attributes.map { "\($0.0)=\"\(escape($0.1))\"" }.joined(separator: " ")
            lines.append("    <outline \(written)/>")
        }
        lines += ["  </body>", "</opml>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` safe inside XML character data or a double-quoted attribute: markup
    /// characters escaped, line breaks and tabs kept as character references, and
    /// characters XML 1.0 cannot hold at all dropped.
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            case "\t": output += "&#9;"
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
                if allowed { output.unicodeScalars.append(scalar) }
            }
        }
        return output
    }

    /// A date as RFC 822 wants it (`Sat, 29 Nov 2025 20:55:00 GMT`), as OPML 2.0 asks.
    static func rfc822(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
