import BylineText
import Foundation

/// Reads any feed body Byline understands — RSS 0.9x/1.0/2.0, Atom, JSON Feed, or a NewsAPI
/// answer — telling the format from the content, never from the URL.
///
/// Pure and thread-safe: different bodies may be parsed on different threads at once.
///
/// Bad input gives a ``FeedError`` with one line that says what was wrong: an empty body,
/// an HTML page, JSON or XML that is not a feed, XML that is not well-formed and from which
/// no entry can be recovered (with the line), entity declarations (always refused), an unknown character set, bytes invalid in the
/// declared character set. Two oddities are repaired instead of refused, because real
/// feeds have them and the text survives: a UTF-8 document with stray non-UTF-8 bytes, and
/// raw control characters. Undeclared HTML entities (`&nbsp;`) are read as their characters.
/// XML that is not well-formed but still holds entries is read in libxml2's recovery mode,
/// and the feed says so in ``ParsedFeed/recoveryNote``. Of a feed with more entries than
/// `itemLimit`, the newest are kept (``FeedItemSelection``) and ``ParsedFeed/itemsLeftOut``
/// counts the rest.
public enum FeedParser {
    /// The feed in `data`, fetched from `url` (relative links resolve against it).
    public static func parse(_ data: Data, url: URL) throws(FeedError) -> ParsedFeed {
        try parse(data, url: url, contentType: nil)
    }

    /// The feed in `data`, fetched from `url` with the HTTP `Content-Type` value `contentType`,
    /// whose `charset` wins over the XML declaration (RFC 7303), keeping at most `itemLimit` entries.
    public static func parse(
        _ data: Data, url: URL, contentType: String?,
        itemLimit: Int = FeedItemLimit.perRefresh
    ) throws(FeedError) -> ParsedFeed {
        switch FeedSniffer.sniff(data) {
        case .empty:
            throw .notAFeed(.empty)
        case .html:
            throw .notAFeed(.htmlPage)
        case .other(let start):
            throw .notAFeed(.text(start))
        case .json:
            return try JSONBodyParser.parse(data, url: url, itemLimit: itemLimit)
        case .xml:
            return try parseXML(data, url: url, charset: FeedCharset.parameter(inContentType: contentType), itemLimit: itemLimit)
        }
    }

    private static func parseXML(_ data: Data, url: URL, charset: String?, itemLimit: Int) throws(FeedError) -> ParsedFeed {
        let stream = FeedEntryStream(url: url, itemLimit: itemLimit)
        let document: LibXMLDocument
        do {
            document = try LibXMLDocument.parse(data, encoding: charset, recovering: true, sink: stream)
        } catch {
            if case .malformedXML = error, FeedSniffer.mentionsHTML(data) { throw .notAFeed(.htmlPage) }
            throw error
        }
        // Nodes are views into the document: keep it alive until every path is done with them.
        return try withExtendedLifetime(document) { () throws(FeedError) -> ParsedFeed in
            guard let root = document.root else { throw .notAFeed(.empty) }
            guard let broken = document.recoveredFrom else {
                var feed = try read(root: root, url: url, streamed: stream.items)
                feed.limitItems(to: itemLimit, leftOutBefore: stream.selection.leftOut)
                return feed
            }
            // A recovered document counts only when it is a feed with entries; else the strict error stands.
            guard var feed = try? read(root: root, url: url, streamed: stream.items), !feed.items.isEmpty else {
                if FeedSniffer.mentionsHTML(data) { throw .notAFeed(.htmlPage) }
                throw broken
            }
            feed.limitItems(to: itemLimit, leftOutBefore: stream.selection.leftOut)
            feed.recoveryReason = ParsedFeed.recoveryReason(for: broken, items: feed.items.count + feed.itemsLeftOut)
            return feed
        }
    }

    /// The feed under `root`, whose entries `streamed` were read (and freed) while it was parsed;
    /// any entry still in the tree (one never closed, in a recovered document) follows them.
    private static func read(root: LibXMLNode, url: URL, streamed: [FeedItemDTO]) throws(FeedError) -> ParsedFeed {
        var names = FeedNameResolver()
        switch FeedLayout(root: root, names: &names) {
        case .rss:
            var parser = RSSParser(url: url)
            return parser.parse(root: root, format: .rss, streamed: streamed)
        case .rdf:
            var parser = RSSParser(url: url)
            return parser.parse(root: root, format: .rdf, streamed: streamed)
        case .atom:
            var parser = AtomParser(url: url)
            return parser.parse(root: root, streamed: streamed)
        case .html:
            throw .notAFeed(.htmlPage)
        case .other:
            throw .notAFeed(.xml(root: TextSanitizer.singleLine(String(root.nameString.prefix(60)))))
        }
    }
}
