/// Where everything goes on a screen of a given size: the top bar, the panes and the status
/// bar. `update` uses it for page sizes, the article width and mouse hits; `render` draws
/// into it, so both always agree.
public struct Layout: Hashable, Sendable {
    /// The screen.
    public let size: Size
    /// Side by side or one pane at a time.
    public let mode: LayoutMode
    /// The first row (empty below 3 rows).
    public let topBar: Rect
    /// The last row.
    public let statusBar: Rect
    /// The rows between the bars.
    public let body: Rect
    /// The list's rectangle (the whole body in single mode).
    public let list: Rect
    /// The article pane's rectangle (the whole body in single mode).
    public let detail: Rect
    /// The column between the panes in split mode.
    public let separator: Rect?
    /// Whether the list is on screen.
    public let showsList: Bool
    /// Whether the article pane is on screen.
    public let showsDetail: Bool
    /// The sources view's rectangle: the third pane when pinned, else the whole body while it
    /// has the keyboard, else empty.
    public let sources: Rect
    /// The column right of the pinned sources pane.
    public let sourcesSeparator: Rect?
    /// Whether the sources view is on screen.
    public var showsSources: Bool { !sources.isEmpty }

    /// The share of the width the list gets in split mode, in percent.
    public static let listPercent = 40

    /// The layout of a `size` screen when `focus` has the keyboard (which decides the pane
    /// shown in single mode).
    public init(size: Size, focus: Pane, pinsSources: Bool = false) {
        self.size = size
        mode = LayoutMode.forWidth(size.width)
        let width = size.width
        let height = size.height
        topBar = height >= 3 ? Rect(x: 0, y: 0, width: width, height: 1) : .empty
        statusBar = height >= 1 ? Rect(x: 0, y: height - 1, width: width, height: 1) : .empty
        let bodyTop = topBar.isEmpty ? 0 : 1
        body = Rect(x: 0, y: bodyTop, width: width, height: height - bodyTop - (statusBar.isEmpty ? 0 : 1))
        var left = 0
        if pinsSources && width >= SourcesPane.pinnedMinimumWidth {
            let sourcesWidth = SourcesPane.pinnedWidth(screenWidth: width)
            sources = Rect(x: 0, y: body.y, width: sourcesWidth, height: body.height)
            sourcesSeparator = Rect(x: sourcesWidth, y: body.y, width: 1, height: body.height)
            left = sourcesWidth + 1
        } else if focus == .sources {
            sources = body
            sourcesSeparator = nil
        } else {
            sources = .empty
            sourcesSeparator = nil
        }
        let coversBody = focus == .sources && left == 0
        switch mode {
        case _ where coversBody:
            list = body
            detail = body
            separator = nil
            showsList = false
            showsDetail = false
        case .split:
            let rest = width - left
            let listWidth = rest * Self.listPercent / 100
            list = Rect(x: left, y: body.y, width: listWidth, height: body.height)
            separator = Rect(x: left + listWidth, y: body.y, width: 1, height: body.height)
            detail = Rect(x: left + listWidth + 1, y: body.y, width: rest - listWidth - 1, height: body.height)
            showsList = true
            showsDetail = true
        case .single:
            list = body
            detail = body
            separator = nil
            showsList = focus == .list
            showsDetail = focus == .detail
        }
    }

    /// Rows of list (or article) shown at once: what one page moves.
    public var pageHeight: Int { body.height }

    /// The article text's rectangle: the article pane less a one-column margin each side
    /// when there is room for it.
    public var detailText: Rect {
        detail.width >= 20 ? detail.insetHorizontally(by: 1) : detail
    }
}
