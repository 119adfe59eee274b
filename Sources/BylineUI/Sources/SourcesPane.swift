import BylineCore
import Foundation

/// The sources view's own state: the configured sources, the cache's counts for them, the
/// rows built from both, and the selection. `AppState` holds one and composes its answers.
public struct SourcesPane: Hashable, Sendable {
    /// The configured sources, in urls-file order.
    public private(set) var entries: [SourceEntry]
    /// The last counts read from the cache; nil until the first answer.
    public private(set) var counts: SourceCounts?
    /// The order of the sources.
    public private(set) var sort: SourceSort
    /// Whether the order is turned around (`sort-sources name-reversed`).
    public private(set) var isReversed: Bool
    /// The rows, built from entries, counts and order.
    public private(set) var rows: [SourceRow]
    /// The selected row.
    public private(set) var selectedIndex: Int
    /// The first row shown.
    public var scroll: Int
    /// Whether the view is open as the full screen (below the three-pane width, or `S`).
    public var isOpen: Bool
    /// Whether it stands as a third pane beside the list (decided by the layout).
    public var isPinned: Bool
    /// Counts asked for and not answered yet.
    var isLoading: Bool
    /// Query-feed counts asked for and not answered yet.
    var isCountingQueries: Bool
    /// The query feeds' last tallies, by key (kept across reloads of the other counts).
    private(set) var queryTallies: [String: Tally]

    /// A sources view over `entries`, ordered by `sort` (turned around when `reversed`).
    public init(entries: [SourceEntry] = [], sort: SourceSort = .name, reversed: Bool = false) {
        self.entries = entries
        self.sort = sort
        isReversed = reversed
        counts = nil
        rows = []
        selectedIndex = 0
        scroll = 0
        isOpen = false
        isPinned = false
        isLoading = false
        isCountingQueries = false
        queryTallies = [:]
        rebuild()
    }

    /// Whether the view is on screen, as the full screen or as a pane.
    public var isShown: Bool { isOpen || isPinned }

    /// The selected row, if the selection is on one.
    public var selectedRow: SourceRow? { rows.indices.contains(selectedIndex) ? rows[selectedIndex] : nil }

    /// How many sources failed at their last refresh, as the cache last said (0 before the
    /// first counts arrive).
    public var failingCount: Int {
        rows.reduce(0) { count, row in
            guard case .source = row.target, row.error != nil else { return count }
            return count + 1
        }
    }

    /// The keys of hidden sources (left out of All, Unread and Starred).
    public var hiddenKeys: Set<String> { Set(entries.filter(\.isHidden).map(\.key)) }

    /// The query feeds' keys and expressions, for counting.
    public var queryExpressions: [String: FilterExpression] {
        var queries: [String: FilterExpression] = [:]
        for entry in entries {
            if case .query(let expression) = entry.kind { queries[entry.key] = expression }
        }
        return queries
    }

    /// New configured sources (the runtime read the urls file).
    public mutating func setEntries(_ newEntries: [SourceEntry]) {
        entries = newEntries
        rebuild()
    }

    /// The cache's answer.
    mutating func countsLoaded(_ newCounts: SourceCounts) {
        counts = newCounts
        isLoading = false
        rebuild()
    }

    /// The query feeds' tallies, counted in the background.
    mutating func queryCountsLoaded(_ tallies: [String: Tally]) {
        queryTallies = tallies
        isCountingQueries = false
        rebuild()
    }

    /// The next order; the selection stays on its row.
    mutating func cycleSort() {
        sort = sort.next
        rebuild()
    }

    /// Moves the selection by `delta` selectable rows (headings are stepped over).
    mutating func move(by delta: Int) {
        guard !rows.isEmpty, delta != 0 else { return }
        let step = delta > 0 ? 1 : -1
        var index = selectedIndex
        var remaining = abs(delta)
        var candidate = index
        while remaining > 0 {
            candidate += step
            guard rows.indices.contains(candidate) else { break }
            if rows[candidate].isSelectable {
                index = candidate
                remaining -= 1
            }
        }
        selectedIndex = index
    }

    /// Selects the first (`toEnd` false) or last selectable row.
    mutating func moveToEnd(_ toEnd: Bool) {
        let indices = toEnd ? Array(rows.indices.reversed()) : Array(rows.indices)
        if let found = indices.first(where: { rows[$0].isSelectable }) { selectedIndex = found }
    }

    /// Selects row `index` when it is selectable (a click).
    mutating func select(index: Int) {
        guard rows.indices.contains(index), rows[index].isSelectable else { return }
        selectedIndex = index
    }

    /// Keeps the selection within `height` rows from `scroll`.
    mutating func keepSelectionVisible(height: Int) {
        guard height > 0 else { return }
        if selectedIndex < scroll { scroll = selectedIndex }
        if selectedIndex >= scroll + height { scroll = selectedIndex - height + 1 }
        scroll = max(0, min(scroll, max(0, rows.count - height)))
        // A heading just above the first selectable row stays in view.
        if scroll > 0, selectedIndex == scroll, !rows[scroll - 1].isSelectable { scroll -= 1 }
    }

    /// Builds the rows again, keeping the selection on the same target.
    private mutating func rebuild() {
        let kept = selectedRow?.target
        rows = SourceRowsBuilder(
            entries: entries, counts: counts ?? SourceCounts(), queryTallies: queryTallies, sort: sort,
            reversed: isReversed
        ).rows()
        if let kept, let found = rows.firstIndex(where: { $0.target == kept }) {
            selectedIndex = found
        } else {
            selectedIndex = min(selectedIndex, max(0, rows.count - 1))
            if !(selectedRow?.isSelectable ?? false) { moveToEnd(false) }
        }
    }
}
