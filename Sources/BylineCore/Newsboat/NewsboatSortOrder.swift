/// newsboat's `feed-sort-order` and `article-sort-order` values as Byline's `sort-sources`
/// and `sort-articles`, direction included.
///
/// The directions are what newsboat 2.21 shows, checked on its screen, not what the words
/// suggest: its default `date-asc` lists the newest article first and a bare `date` the
/// oldest; a bare `title` (for feeds or articles) is A to Z, but `title-asc` for feeds is Z to
/// A; `unreadarticlecount` lists the fewest unread first and `lastupdated` the most recent first.
enum NewsboatSortOrder {
    /// Byline's value for newsboat's setting `name` set to `value`; nil for an order Byline
    /// does not have (newsboat's `none`, `firsttag`, `articlecount`, `author`, `flags`, `link`,
    /// `guid`, `random`).
    static func byline(_ name: String, _ value: String) -> String? {
        let parts = value.lowercased().split(separator: "-", maxSplits: 1).map(String.init)
        guard let field = parts.first else { return nil }
        let direction = parts.count > 1 ? parts[1] : nil
        guard direction == nil || direction == "asc" || direction == "desc" else { return nil }
        let orders = name == "feed-sort-order" ? feedOrders : articleOrders
        guard let order = orders[field] else { return nil }
        let reversed = (direction ?? order.defaultDirection) == order.reversedWhen
        return order.byline + (reversed ? ConfigurationKey.reversedSuffix : "")
    }

    /// Byline's order for a newsboat field, the direction that turns it around, and the
    /// direction a bare field has (newsboat: desc for feeds and article dates, else asc).
    private typealias Order = (byline: String, reversedWhen: String, defaultDirection: String)

    private static let feedOrders: [String: Order] = [
        "title": ("name", "asc", "desc"), "unreadarticlecount": ("unread", "desc", "desc"),
        "lastupdated": ("last-update", "asc", "desc")
    ]

    private static let articleOrders: [String: Order] = [
        "date": ("date", "desc", "desc"), "title": ("title", "desc", "asc")
    ]
}
