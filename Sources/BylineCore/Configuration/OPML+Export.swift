import BylineText
import Foundation

extension OPML {
    /// The sources as an OPML 2.0 document, for other feed readers and for Byline's own import.
    ///
    /// Each tag is a folder: an outline of its own (sorted by name) holding one `type="rss"`
    /// outline for each source with that tag, so other readers import tags as folders; a
    /// source with several tags is in several folders (Byline's import gives it all their
    /// names back), and one without any is at the top, after the folders. A source outline
    /// has `text`, `title` (when the source has one), `xmlUrl` (the URL or `newsapi:` text)
    /// and, for Byline's own setting tags (`!`, `max-items=5`…, which no reader should take
    /// for a folder), a comma-separated `category`. The demo source and query feeds are left
    /// out: OPML has no query feeds, and another reader would take their text for a URL.
    ///
    /// The order depends only on what an import keeps — folders by name, sources by their
    /// first folder, then as listed — so export, import into an empty urls file, and export
    /// again gives the same document. A source without a title is written with its URL as
    /// `text` (OPML requires one); import reads a `text` equal to the address as "no title".
    /// Setting tags containing `,` or `/` cannot survive a `category` round trip: import splits them.
    public static func export(_ sources: [Source], title: String = "Byline sources", dateCreated: Date = Date()) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<opml version=\"2.0\">",
            "  <head>",
            "    <title>\(escape(title))</title>",
            "    <dateCreated>\(rfc822(dateCreated))</dateCreated>",
            "  </head>",
            "  <body>"
        ]
        let exported = sources.filter { $0.kind != .demo && !$0.isQuery }.map(ExportedOutline.init)
        let folders = Set(exported.flatMap(\.folders)).sorted { left, right in
            left.lowercased() == right.lowercased() ? left < right : left.lowercased() < right.lowercased()
        }
        let rank = Dictionary(uniqueKeysWithValues: folders.enumerated().map { ($1, $0) })
        // The order an import of this document lists them in: by first folder, then as given.
        let ordered = exported.enumerated().sorted { left, right in
            let leftRank = left.element.folders.compactMap { rank[$0] }.min() ?? folders.count
            let rightRank = right.element.folders.compactMap { rank[$0] }.min() ?? folders.count
            return (leftRank, left.offset) < (rightRank, right.offset)
        }.map(\.element)
        for folder in folders {
            lines.append("    <outline text=\"\(escape(folder))\" title=\"\(escape(folder))\">")
            lines += ordered.filter { $0.folders.contains(folder) }.map { "      " + $0.element }
            lines.append("    </outline>")
        }
        lines += ordered.filter(\.folders.isEmpty).map { "    " + $0.element }
        lines += ["  </body>", "</opml>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether a tag is one of Byline's settings (the hidden tag `!`, `name=value` forms)
    /// rather than a name another reader should show as a folder.
    static func isSettingTag(_ tag: String) -> Bool {
        tag == "!" || tag.contains("=")
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

/// One source as export writes it: its outline element, and the folders it goes in.
private struct ExportedOutline {
    /// The source's folder tags, in its own order, each once.
    let folders: [String]
    /// `<outline type="rss" … />`.
    let element: String

    init(_ source: Source) {
        // Titles and tags may have been typed by hand into the urls file: clean them like
        // everything else that leaves Byline.
        let title = source.title.map(TextSanitizer.singleLine).flatMap { $0.isEmpty ? nil : $0 }
        var seen = Set<String>()
        let tags = source.tags.map(TextSanitizer.singleLine).filter { !$0.isEmpty && seen.insert($0).inserted }
        folders = tags.filter { !OPML.isSettingTag($0) }
        let settings = tags.filter(OPML.isSettingTag)
        var attributes = [("type", "rss"), ("text", title ?? source.key)]
        if let title { attributes.append(("title", title)) }
        attributes.append(("xmlUrl", source.address))
        if !settings.isEmpty { attributes.append(("category", settings.joined(separator: ","))) }
        element = "<outline " + attributes.map { "\($0.0)=\"\(OPML.escape($0.1))\"" }.joined(separator: " ") + "/>"
    }
}
