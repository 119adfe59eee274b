import BylineCore
import BylineText
import Foundation

/// The downloads view: a heading with the counts, one row per file (state, a progress bar,
/// percent, bytes, title, and a failed file's error on its row), the total, and podboat's
/// keys on the last line above the status bar.
enum DownloadsView {
    /// Cells of a progress bar.
    static let barWidth = 20

    /// Draws the view into `rect`, covering what was there.
    static func draw(_ state: AppState, in rect: Rect, on canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        canvas.fill(rect)
        let pane = state.downloads
        let maxX = rect.maxX
        let done = pane.jobs.filter { $0.state == .finished }.count
        let heading = MediaKeysText.title(
            pane.jobs.count, done, pane.maxDownloads, (pane.isRunning ? MediaKeysText.running : MediaKeysText.idle).text)
        canvas.write(heading, x: rect.x + 1, y: rect.y, style: CellStyle(.bold, color: .accent), maxX: maxX)
        guard rect.height >= 4 else { return }
        let footer = rect.maxY - 1
        canvas.write(MediaKeysText.hint.text, x: rect.x + 1, y: footer, style: CellStyle(color: .muted), maxX: maxX)
        let rowsTop = rect.y + 2
        let rowsBottom = footer - 2
        guard pane.isLoaded else {
            canvas.write(MediaKeysText.loading.text, x: rect.x + 1, y: rowsTop, maxX: maxX)
            return
        }
        guard !pane.jobs.isEmpty else {
            canvas.write(MediaKeysText.empty.text, x: rect.x + 1, y: rowsTop, maxX: maxX)
            return
        }
        let visible = max(1, rowsBottom - rowsTop)
        let first = max(0, min(pane.selected - visible + 1, pane.jobs.count - visible))
        for (offset, job) in pane.jobs.dropFirst(first).prefix(visible).enumerated() {
            let y = rowsTop + offset
            let isSelected = first + offset == pane.selected
            let style = isSelected ? CellStyle(.reverse, color: .selected) : CellStyle.plain
            if isSelected { canvas.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: style) }
            canvas.write(row(job, width: rect.width - 2), x: rect.x + 1, y: y, style: style, maxX: maxX)
        }
        let totals = pane.totals
        let total = MediaKeysText.total.text + "  " + bar(done: totals.done, total: totals.total) + "  " + bytes(totals.done, totals.total)
        canvas.write(total, x: rect.x + 1, y: footer - 1, style: CellStyle(.bold), maxX: maxX)
    }

    /// One file's line: state, bar, percent, bytes, title; a failed file's error after it.
    static func row(_ job: DownloadJob, width: Int) -> String {
        var state = job.state.label
        if job.isPlayed { state += "," + MediaKeysText.played.text }
        var text =
            DisplayWidth.pad(state, toWidth: 16) + " " + bar(done: job.bytesDone, total: job.bytesTotal, finished: job.state == .finished)
            + "  " + bytes(job.bytesDone, job.bytesTotal) + "  " + TextSanitizer.singleLine(job.title)
        if job.state == .failed, let error = job.error { text += " — " + TextSanitizer.singleLine(error) }
        return DisplayWidth.truncate(text, toWidth: max(0, width))
    }

    /// `[#######.............]  35%`, or `[????????????????????]    ` when the size is unknown.
    static func bar(done: Int64, total: Int64?, finished: Bool = false) -> String {
        guard let total, total > 0 else {
            return "[" + String(repeating: finished ? "#" : "?", count: barWidth) + "] " + (finished ? "100%" : "  ?%")
        }
        let fraction = min(1, Double(done) / Double(total))
        let filled = Int(fraction * Double(barWidth))
        let percent = String(Int(fraction * 100))
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled) + "] "
            + String(repeating: " ", count: max(0, 3 - percent.count)) + percent + "%"
    }

    /// `7.0 MB/20 MB`, or the bytes alone when the size is unknown.
    static func bytes(_ done: Int64, _ total: Int64?) -> String {
        total.map { "\(ByteCountText.short(done))/\(ByteCountText.short($0))" } ?? ByteCountText.short(done)
    }
}
