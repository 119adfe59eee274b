import BylineCore
import BylineText

/// A captured screen, read as Byline lays it out: the top bar, the body (in split layout a
/// list left of `│` and the article right of it) and the status bar.
struct ScreenText {
    /// Every row, trailing spaces trimmed.
    let lines: [String]

    /// A screen from `tmux capture-pane -p` output.
    init(_ capture: String) {
        var lines = capture.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    /// The first row.
    var topBar: String { lines.first ?? "" }

    /// The last row.
    var statusBar: String { lines.last ?? "" }

    /// The rows between the bars.
    var body: [String] { Array(lines.dropFirst().dropLast()) }

    /// The article pane's rows in split layout: what follows the first `│`, trimmed.
    var detail: [String] {
        body.map { line in
            guard let bar = line.firstIndex(of: "│") else { return "" }
            return line[line.index(after: bar)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// The article's title: the article pane's first row.
    var detailTitle: String { detail.first ?? "" }

    /// The list's rows in split layout: what comes before the first `│`.
    var list: [String] {
        body.map { line in String(line.prefix { $0 != "│" }) }
    }

    /// The widest row, in terminal columns.
    var widestRow: Int { lines.map { DisplayWidth.of($0) }.max() ?? 0 }
}
