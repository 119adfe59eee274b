import BylineCore

/// The part of the list held in memory: `total` rows match the query, and `rows` are the
/// ones loaded, starting at list index `offset`.
///
/// The list never holds every article: moving outside the window asks the runtime for
/// another window (``Effect/loadRows(query:offset:limit:)``), so a page costs the same with
/// 100 articles or 100,000.
public struct ListWindow: Hashable, Sendable {
    /// The list index of `rows[0]`.
    public var offset: Int
    /// The loaded rows.
    public var rows: [ArticleSummary]
    /// How many articles match the query.
    public var total: Int
    /// How many of them are unread.
    public var unread: Int
    /// Whether any answer has arrived for the current query (before that, `total` is unknown).
    public var isLoaded: Bool

    /// A window; by default empty and not yet loaded.
    public init(offset: Int = 0, rows: [ArticleSummary] = [], total: Int = 0, unread: Int = 0, isLoaded: Bool = false) {
        self.offset = offset
        self.rows = rows
        self.total = total
        self.unread = unread
        self.isLoaded = isLoaded
    }

    /// One past the list index of the last loaded row.
    public var end: Int { offset + rows.count }

    /// Whether the row at list index `index` is loaded.
    public func contains(_ index: Int) -> Bool {
        index >= offset && index < end
    }

    /// The row at list index `index`, when it is loaded.
    public func row(at index: Int) -> ArticleSummary? {
        contains(index) ? rows[index - offset] : nil
    }

    /// The list index of the loaded row with this id.
    public func index(of id: Int64) -> Int? {
        rows.firstIndex { $0.id == id }.map { $0 + offset }
    }

    /// Whether every row in `range` (clamped to the list) is loaded.
    public func covers(_ range: Range<Int>) -> Bool {
        let wanted = range.clamped(to: 0..<max(total, 0))
        if wanted.isEmpty { return isLoaded }
        return isLoaded && wanted.lowerBound >= offset && wanted.upperBound <= end
    }

    /// Sets the read flag of the loaded row with this id, keeping ``unread`` in step; returns
    /// the flag it had (nil when the row is not loaded).
    @discardableResult
    public mutating func setRead(id: Int64, _ read: Bool) -> Bool? {
        var wasRead: Bool?
        updateRow(id: id) { row in
            wasRead = row.isRead
            row.isRead = read
        }
        if let wasRead, wasRead != read { unread = max(0, unread + (read ? -1 : 1)) }
        return wasRead
    }

    /// Every loaded row read, and no unread ones left in the counts.
    public mutating func markAllRead() {
        for index in rows.indices { rows[index].isRead = true }
        unread = 0
    }

    /// Changes the loaded row with this id, if it is loaded; returns whether it was.
    @discardableResult
    public mutating func updateRow(id: Int64, _ change: (inout ArticleSummary) -> Void) -> Bool {
        guard let position = rows.firstIndex(where: { $0.id == id }) else { return false }
        change(&rows[position])
        return true
    }
}
