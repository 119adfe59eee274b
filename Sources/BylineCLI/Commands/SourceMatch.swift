import BylineCore
import BylineText

/// Finding the source a user names on the command line: by URL, else by title.
enum SourceMatch {
    /// Why no single source was found.
    enum Failure: Error, Equatable {
        /// No source has that URL or title.
        case none(String)
        /// Several sources have that title.
        case ambiguous(String, [String])

        /// One line a user can act on.
        var message: String {
            switch self {
            case .none(let name):
                return CommandLineText.noSuchSource(TextSanitizer.singleLine(name))
            case .ambiguous(let name, let keys):
                return CommandLineText.ambiguousTitle(
                    TextSanitizer.singleLine(name), keys.count,
                    keys.map(TextSanitizer.singleLine).joined(separator: ", "))
            }
        }
    }

    /// The source among `sources` whose key is `name` (as duplicates are compared), else the
    /// one whose title — its own, or the feed's in `cachedTitles` — is `name`, ignoring case.
    static func find(_ name: String, in sources: [Source], cachedTitles: [FeedSummary]) throws(Failure) -> Source {
        let identity = Source.duplicateIdentity(of: name)
        if let source = sources.first(where: { Source.duplicateIdentity(of: $0.key) == identity }) { return source }
        let wanted = name.lowercased()
        let feedTitles = Dictionary(
            cachedTitles.compactMap { feed in feed.title.map { (feed.key, $0.lowercased()) } },
            uniquingKeysWith: { first, _ in first })
        let matches = sources.filter { source in
            source.title?.lowercased() == wanted || source.displayName.lowercased() == wanted || feedTitles[source.key] == wanted
        }
        guard let first = matches.first else { throw .none(name) }
        guard matches.count == 1 else { throw .ambiguous(name, matches.map(\.key)) }
        return first
    }

    /// A source the cache still holds but no line of the urls file lists (a removal that was
    /// interrupted), whose key is `name` (as duplicates are compared) or whose title is, ignoring
    /// case. Sync accounts' sources and the demo are never leftovers: they have no line.
    static func leftover(_ name: String, in feeds: [FeedSummary], listed: [Source]) throws(Failure) -> String {
        let listedKeys = Set(listed.map { Source.duplicateIdentity(of: $0.key) })
        let candidates = feeds.filter { feed in
            !listedKeys.contains(Source.duplicateIdentity(of: feed.key)) && !feed.key.hasPrefix(SyncSourceKey.prefix)
                && feed.key != Source.demo.key
        }
        let identity = Source.duplicateIdentity(of: name)
        if let feed = candidates.first(where: { Source.duplicateIdentity(of: $0.key) == identity }) { return feed.key }
        let matches = candidates.filter { $0.title?.lowercased() == name.lowercased() }
        guard let first = matches.first else { throw .none(name) }
        guard matches.count == 1 else { throw .ambiguous(name, matches.map(\.key)) }
        return first.key
    }
}
