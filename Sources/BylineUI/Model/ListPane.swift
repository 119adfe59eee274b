import BylineCore

/// The headline list's own state: the loaded window of rows, the selection, how far it is
/// scrolled, the headlines that arrived above it, and the answers it waits for. `AppState`
/// holds one (``AppState/listPane``) and composes its answers with the query, the screen's
/// size and the article pane.
public struct ListPane: Sendable {
    /// The loaded part of the list and the counts.
    public var window = ListWindow()
    /// The selected headline's list index.
    public var selectedIndex = 0
    /// The selected headline's article id; nil until its row is loaded. The selection
    /// follows this id when new rows arrive.
    public var selectedID: Int64?
    /// The list index of the top visible headline.
    public var scroll = 0
    /// Headlines that arrived above the visible rows since the reader last saw them: the
    /// selection stays put and the top bar says `↑ 2 new` (see ``arrived(above:)``).
    public var newAbove = 0

    /// Rows asked for and not yet answered.
    var pendingRows: RowRequest?
    /// The article whose list index was asked for (``Effect/locate(id:query:)``).
    var pendingLocate: Int64?
    /// The unread search the runtime is answering.
    var pendingUnreadSearch: UnreadSearch?
    /// Articles were stored behind the list: the rows that answer next may bring new ones
    /// above the selection, to be counted in ``newAbove``.
    var expectsArrivals = false

    /// An empty list, nothing loaded or asked for, whose selection is article `id` (to be
    /// located once rows arrive) or, when nil, the first headline.
    public init(selecting id: Int64? = nil) {
        selectedID = id
    }

    /// The selected headline, when its row is loaded.
    public var selectedRow: ArticleSummary? {
        guard let row = window.row(at: selectedIndex), row.id == selectedID else { return nil }
        return row
    }

    /// The highest useful ``scroll`` when `height` rows show.
    func maxScroll(height: Int) -> Int { max(0, window.total - height) }

    /// The first row to show in `height` rows (at least one) so that the selection is among
    /// them: ``scroll``, moved just enough, and kept within the list.
    func scrollShowingSelection(height: Int) -> Int {
        var top = scroll
        if selectedIndex < top {
            top = selectedIndex
        } else if selectedIndex >= top + height {
            top = selectedIndex - height + 1
        }
        return min(max(top, 0), maxScroll(height: height))
    }

    /// Scrolls just enough to show the selection in `height` rows.
    mutating func keepSelectionVisible(height: Int) {
        scroll = scrollShowingSelection(height: height)
        seeNewAbove()
    }

    /// Selects list index `index`, clamped to the list once its length is known, and article
    /// `id` (else the row's, when loaded); a pending locate is no longer wanted.
    mutating func select(index: Int, id: Int64?) {
        let clamped = window.isLoaded && window.total > 0 ? min(max(index, 0), window.total - 1) : max(index, 0)
        selectedIndex = clamped
        selectedID = id ?? window.row(at: clamped)?.id
        pendingLocate = nil
    }

    /// New rows from list index `offset` (the runtime's answer) and the list's counts; the
    /// request they answer is no longer pending.
    mutating func load(offset: Int, rows: [ArticleSummary], total: Int, unread: Int) {
        if pendingRows?.offset == offset { pendingRows = nil }
        let offset = max(0, offset)
        window = ListWindow(
            offset: offset, rows: rows, total: max(total, offset + rows.count), unread: max(0, unread), isLoaded: true)
    }

    /// Keeps the selection inside the list after its length changed: at the top of an empty
    /// list, else on the last headline when the list got shorter (and on that row's article,
    /// unless the selected one is being located).
    mutating func keepSelectionInList() {
        if window.total == 0 {
            selectedIndex = 0
            scroll = 0
        } else if selectedIndex >= window.total {
            selectedIndex = window.total - 1
            if pendingLocate == nil { selectedID = window.row(at: selectedIndex)?.id }
        }
    }

    /// The selected article left the list: the selection takes the headline now at its place
    /// (the last one when the list got shorter).
    mutating func selectHeadlineInPlace() {
        if window.total > 0 { selectedIndex = min(selectedIndex, window.total - 1) }
        selectedID = window.row(at: selectedIndex)?.id
    }

    /// The selected article is now at list index `index` in fresh rows: it keeps its line on
    /// screen (the view moves with it), and what arrived above it is counted.
    mutating func follow(selectionTo index: Int) {
        let shift = index - selectedIndex
        arrived(above: shift)
        scroll += shift
        selectedIndex = index
    }

    /// Forgets the rows, locate and unread search asked for: their answers may never come
    /// (the runtime reported an error), and the next move asks again.
    mutating func forgetRequests() {
        pendingRows = nil
        pendingLocate = nil
        pendingUnreadSearch = nil
    }

    /// The selected article moved `shift` rows down in fresh rows: when articles were just
    /// stored, that many arrived above it. The view moves with it, so they arrive out of
    /// sight, and the top bar counts them until the reader scrolls up to them.
    mutating func arrived(above shift: Int) {
        guard expectsArrivals, shift > 0 else { return }
        newAbove += shift
    }

    /// Forgets the arrivals the reader can see now: the new rows are the top ones (in date
    /// order), so those above the first visible row are at most ``scroll``.
    mutating func seeNewAbove() {
        newAbove = min(newAbove, scroll)
    }
}
