import Foundation
import Testing

@testable import BylineUI

/// Golden snapshots of rendered screens: `Snapshots/<name>.txt` beside the tests holds
/// `canvas.text`, each row ended by `|` so trailing spaces survive editors, then the styles:
/// one row of style letters per screen row (one letter a column, `.` for plain, a wide
/// glyph's continuation repeats its letter) and a legend naming each letter's attributes and
/// color role, so a selected row, an unread title or an error that loses its style fails the
/// test as surely as a wrong word. (The folder is hidden because SwiftPM warns about
/// undeclared files in a test target.)
///
/// Run with `BYLINE_RECORD_SNAPSHOTS=1` to write the files anew (the test then fails once,
/// so a recording run is never mistaken for a passing one).
enum Snapshot {
    /// The folder of snapshot files.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// The file text for a canvas.
    static func fileText(_ canvas: Canvas) -> String {
        let text = canvas.text.map { $0 + "|" }.joined(separator: "\n") + "\n"
        return text + "-- styles --\n" + styleText(canvas)
    }

    /// The style rows and their legend.
    static func styleText(_ canvas: Canvas) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        var legend: [CellStyle: Character] = [.plain: "."]
        var order: [CellStyle] = []
        var rows: [String] = []
        for y in 0..<canvas.height {
            var row = ""
            for cell in canvas.row(y) {
                if legend[cell.style] == nil {
                    legend[cell.style] = order.count < letters.count ? letters[order.count] : "?"
                    order.append(cell.style)
                }
                row.append(legend[cell.style] ?? "?")
            }
            rows.append(row + "|")
        }
        let names = order.map { style in "\(legend[style] ?? "?") = \(describe(style))" }
        return (rows + names).joined(separator: "\n") + "\n"
    }

    /// `bold+reverse unread`, then the configured colors when a theme gave some
    /// (`bold selected color208/#000080`).
    static func describe(_ style: CellStyle) -> String {
        let attributes: [(CellAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline"), (.italic, "italic")
        ]
        var words = attributes.filter { style.attributes.contains($0.0) }.map(\.1)
        words += style.attributes.names.filter { !["bold", "dim", "reverse", "underline", "italic"].contains($0) }
        var text = (words.isEmpty ? "plain" : words.joined(separator: "+")) + " " + String(describing: style.color)
        if style.foreground != nil || style.background != nil {
            text += " " + (style.foreground?.description ?? "-") + "/" + (style.background?.description ?? "-")
        }
        return text
    }

    /// Compares `canvas` to the snapshot `name`, recording an issue that shows the rows that
    /// differ.
    static func check(_ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name + ".txt")
        let actual = fileText(canvas)
        if ProcessInfo.processInfo.environment["BYLINE_RECORD_SNAPSHOTS"] == "1" {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("Recorded snapshot \(name); run again without BYLINE_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not record snapshot \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("No snapshot \(name).txt; record it with BYLINE_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        Issue.record(Comment(rawValue: diff(expected: expected, actual: actual, name: name)), sourceLocation: sourceLocation)
    }

    /// The differing rows, expected above actual.
    static func diff(expected: String, actual: String, name: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var report = "Snapshot \(name) differs (re-record with BYLINE_RECORD_SNAPSHOTS=1 if the change is intended):"
        for row in 0..<max(old.count, new.count) {
            let was = row < old.count ? String(old[row]) : "(none)"
            let now = row < new.count ? String(new[row]) : "(none)"
            if was != now {
                report += "\nrow \(row):\n  expected: \(was)\n  actual:   \(now)"
            }
        }
        return report
    }
}
