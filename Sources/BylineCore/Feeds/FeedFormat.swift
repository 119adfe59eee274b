/// The kind of document a feed body turned out to be (found from the content, not the URL).
public enum FeedFormat: String, Sendable, Hashable, CaseIterable {
    /// RSS 2.0 and its ancestors 0.91 and 0.92 (`<rss>`).
    case rss
    /// RSS 0.90 and 1.0, which are RDF (`<rdf:RDF>`).
    case rdf
    /// Atom 1.0 (and the older 0.3) (`<feed>`).
    case atom
    /// JSON Feed 1.0 and 1.1.
    case jsonFeed
    /// A NewsAPI v2 answer (`{"status":"ok","articles":[…]}`) served at a feed URL.
    case newsAPI
}

/// Whether a field holds HTML or plain text.
public enum FeedTextKind: Sendable, Hashable {
    /// Markup, kept for the renderer.
    case html
    /// Plain text: `<` and `&` mean themselves.
    case text

    /// The field as HTML: text is escaped and its line breaks kept; HTML is returned as is.
    public func html(_ value: String) -> String {
        guard self == .text else { return value }
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "\n") })
        else { return value }
        let paragraphs = value.replacingOccurrences(of: "\r\n", with: "\n")
            .components(separatedBy: "\n\n")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .map { Self.escape($0).replacingOccurrences(of: "\n", with: "<br>") }
        return paragraphs.count > 1 ? paragraphs.map { "<p>\($0)</p>" }.joined(separator: "\n") : paragraphs.first ?? ""
    }

    private static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.append(character)
            }
        }
        return output
    }
}
