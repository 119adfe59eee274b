import BylineText
import Foundation

/// The entries of one feed that a refresh keeps: all of them up to ``limit``, else the newest
/// ``limit``, chosen while the feed is read so that no more than twice the limit is ever held.
///
/// A feed of 600,000 tiny items (31 MB, under the size cap) held every entry three times over
/// (entry, article, prepared article) and took 300 MB; no reader wants more than the newest
/// few thousand of one feed from one refresh (bench/RESULTS.md §26). "Newest" is by the
/// entry's date (published, else updated); an undated entry counts as newer than any dated
/// one (it is shown as first seen now), and among equals the earlier in the document wins,
/// since feeds list their newest first. What is kept stays in document order.
struct FeedItemSelection<Item> {
    /// The most entries kept.
    let limit: Int
    /// Entries offered so far.
    private(set) var seen = 0
    /// An entry's date (published, else updated), read only once a trim needs it.
    private let dated: (Item) -> Date?
    private var items: [Item] = []
    /// Each held entry's place in the document.
    private var positions: [Int] = []
    /// Each held entry's date, once the first trim needed them (entries before it have theirs).
    private var dates: [Date?] = []

    /// A selection keeping at most `limit` entries (at least one), newest by `dated`.
    init(limit: Int, dated: @escaping (Item) -> Date?) {
        self.limit = max(1, limit)
        self.dated = dated
    }

    /// How many entries are held now (at most twice ``limit``).
    var held: Int { items.count }

    /// How many entries offered so far will not be kept.
    var leftOut: Int { max(0, seen - limit) }

    /// Offers the next entry of the document.
    mutating func add(_ item: Item) {
        items.append(item)
        positions.append(seen)
        seen += 1
        if !dates.isEmpty { dates.append(dated(item)) }
        if items.count - limit >= limit { trim() }
    }

    /// The entries kept, in document order.
    mutating func kept() -> [Item] {
        if items.count > limit { trim() }
        return items
    }

    /// Keeps the newest ``limit`` of the entries held.
    private mutating func trim() {
        if dates.isEmpty { dates = items.map(dated) }
        let newest = items.indices.sorted { left, right in
            switch (dates[left], dates[right]) {
            case let (first?, second?) where first != second: return first > second
            case (nil, _?): return true
            case (_?, nil): return false
            default: return positions[left] < positions[right]
            }
        }
        let chosen = newest.prefix(limit).sorted()
        items = chosen.map { items[$0] }
        positions = chosen.map { positions[$0] }
        dates = chosen.map { dates[$0] }
    }
}

/// The limit every feed parse applies, for feed entries.
public enum FeedItemLimit {
    /// The most entries kept of one feed in one refresh: ten times the largest feeds of the
    /// measuring corpus (1,000 items), so archive and podcast feeds keep every entry.
    public static let perRefresh = 10_000

    /// A selection of feed entries keeping at most `limit`.
    static func selection(_ limit: Int = perRefresh) -> FeedItemSelection<FeedItemDTO> {
        FeedItemSelection(limit: limit) { $0.published.flatMap(DateParsing.parse) ?? $0.updated.flatMap(DateParsing.parse) }
    }
}
