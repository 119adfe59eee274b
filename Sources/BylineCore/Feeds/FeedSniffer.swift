import BylineText
import Foundation

/// Tells from the first bytes of a body what it is, so the right parser runs (never the URL).
enum FeedSniffer {
    /// What a body looks like.
    enum Body: Equatable {
        /// Nothing but white space (or a byte-order mark).
        case empty
        /// XML (or UTF-16/32 text, which only XML feeds use).
        case xml
        /// A JSON object or array.
        case json
        /// An HTML page.
        case html
        /// Something else; the start of it, cleaned to one line.
        case other(String)
    }

    /// Looks at the prolog only: BOM, white space, `<?xml …?>`, comments, then the first tag.
    static func sniff(_ data: Data) -> Body {
        let head = [UInt8](data.prefix(4096))
        // UTF-16/32 (with or without a mark) and EBCDIC's `<?xm` (4C 6F A7 94).
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) || head.prefix(4).contains(0)
            || head.starts(with: [0x4C, 0x6F, 0xA7, 0x94])
        {
            return .xml
        }
        var index = 0
        // Byte-order marks and white space in any order (a BOM after a blank line is common).
        repeat {
            let before = index
            skipSpace(head, &index)
            if head[index...].starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
            if index == before { break }
        } while index < head.count
        guard index < head.count else {
            // Past 4 KB of white space something may still follow; let the XML parser say what.
            return data.count > head.count ? .xml : .empty
        }
        switch head[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return .json
        case UInt8(ascii: "<"):
            return isHTMLAfterProlog(head, from: index) ? .html : .xml
        default:
            let start = String(decoding: head[index...].prefix(40), as: UTF8.self)
            return .other(TextSanitizer.singleLine(start))
        }
    }

    /// Whether a body that failed to parse as XML is probably a web page.
    static func mentionsHTML(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(4096), as: UTF8.self).lowercased()
        return head.contains("<html") || head.contains("<body") || head.contains("<!doctype html")
    }

    /// The character set the XML declaration names, if any (`encoding="…"`).
    static func declaredEncoding(_ data: Data) -> String? {
        let head = String(decoding: data.prefix(200), as: UTF8.self)
        guard head.hasPrefix("<?xml") || head.hasPrefix("\u{FEFF}<?xml"),
            let end = head.range(of: "?>"),
            let key = head[..<end.lowerBound].range(of: "encoding")
        else { return nil }
        let rest = head[key.upperBound..<end.lowerBound].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let name = rest.dropFirst().prefix { $0 != quote }
        return name.isEmpty ? nil : TextSanitizer.singleLine(String(name))
    }

    /// Whether the first element is `<html>`. A DOCTYPE alone does not decide: some feeds
    /// start with an XHTML DOCTYPE before `<rss>`; only an HTML DOCTYPE with no element
    /// after it in the first 4 KB counts as a page.
    private static func isHTMLAfterProlog(_ head: [UInt8], from start: Int) -> Bool {
        var index = start
        var htmlDoctype = false
        while index < head.count {
            skipSpace(head, &index)
            if hasPrefix(head, at: index, "<?") {
                guard let end = find(head, "?>", from: index) else { return false }
                index = end
            } else if hasPrefix(head, at: index, "<!--") {
                guard let end = find(head, "-->", from: index) else { return false }
                index = end
            } else if hasPrefix(head, at: index, "<!doctype") {
                htmlDoctype = hasPrefix(head, at: index, "<!doctype html")
                // An internal subset (`[ … ]`) may hold `>`: skip past its `]` first.
                var from = index
                if let open = find(head, "[", from: index), open < (find(head, ">", from: index) ?? head.count) {
                    from = find(head, "]", from: open) ?? head.count
                }
                guard let end = find(head, ">", from: from) else { return htmlDoctype }
                index = end
            } else {
                return index >= head.count ? htmlDoctype : hasPrefix(head, at: index, "<html")
            }
        }
        return htmlDoctype
    }

    private static func skipSpace(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// Case-insensitive ASCII prefix test at `index`.
    private static func hasPrefix(_ bytes: [UInt8], at index: Int, _ prefix: String) -> Bool {
        let wanted = Array(prefix.utf8)
        guard index + wanted.count <= bytes.count else { return false }
        for (offset, byte) in wanted.enumerated() {
            let actual = bytes[index + offset]
            let lowered = (65...90).contains(actual) ? actual + 32 : actual
            if lowered != byte { return false }
        }
        return true
    }

    /// The index just past the first `marker` at or after `index`.
    private static func find(_ bytes: [UInt8], _ marker: String, from index: Int) -> Int? {
        let wanted = Array(marker.utf8)
        var position = index
        while position + wanted.count <= bytes.count {
            if bytes[position..<position + wanted.count].elementsEqual(wanted) { return position + wanted.count }
            position += 1
        }
        return nil
    }
}
