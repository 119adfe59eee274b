/// Recent layouts, so going back to an article (or to a width) shows it at once instead of
/// parsing and laying it out again: a complete layout for good, a first screen (kept when
/// the whole article never arrived, because the selection moved on) until the rest is done.
///
/// Least recently used first out; bounded by the number of layouts and by their total
/// ``OpenArticle/cost`` (one layout larger than the whole budget is not kept).
public struct ArticleLayoutCache: Sendable {
    /// What a layout is kept under: the article and the width it was laid out for.
    public struct Key: Hashable, Sendable {
        /// The article's id.
        public var id: Int64
        /// The text width.
        public var width: Int
    }

    /// Layouts kept at most.
    public let maximumCount: Int
    /// Total cost kept at most (about bytes).
    public let maximumCost: Int
    /// The layouts, least recently used first.
    private var entries: [(key: Key, article: OpenArticle, cost: Int)] = []

    /// An empty cache; the defaults keep 16 layouts and about 48 MB.
    public init(maximumCount: Int = 16, maximumCost: Int = 48 << 20) {
        self.maximumCount = maximumCount
        self.maximumCost = maximumCost
    }

    /// The total cost of what is kept.
    public var totalCost: Int { entries.reduce(0) { $0 + $1.cost } }

    /// How many layouts are kept.
    public var count: Int { entries.count }

    /// The layout of article `id` at `width`, marked as just used; nil when not kept.
    public mutating func take(id: Int64, width: Int) -> OpenArticle? {
        let key = Key(id: id, width: width)
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.article
    }

    /// Keeps a layout, replacing one of the same article and width (a first screen never
    /// replaces a complete layout), and drops the least recently used past the bounds.
    public mutating func insert(_ article: OpenArticle) {
        let key = Key(id: article.id, width: article.width)
        if !article.isComplete, entries.contains(where: { $0.key == key && $0.article.isComplete }) { return }
        entries.removeAll { $0.key == key }
        let cost = article.cost
        guard cost <= maximumCost else { return }
        entries.append((key, article, cost))
        var total = totalCost
        while entries.count > maximumCount || total > maximumCost {
            total -= entries.removeFirst().cost
        }
    }

    /// Forgets every layout of article `id` (its text changed).
    public mutating func remove(id: Int64) {
        entries.removeAll { $0.key.id == id }
    }
}
