import Foundation
import Testing
@testable import BylineUI

/// Golden screens with their styles: `Snapshots/<name>.txt` holds the text (see
/// ``Snapshot``) and `Snapshots/<name>.styles.txt` one row of codes per screen row, one
/// code per cell, so a heading that loses its bold or a link its underline shows as a diff.
///
/// A cell's code is its attributes as one character: `.` for none, else the letters of
/// `B`old, `d`im, `R`everse, `U`nderline and `I`talic it has, combined into one symbol from
/// ``codes`` by their bits (bold 1, dim 2, reverse 4, underline 8, italic 16). The first
/// line of the file is this legend, so the file explains itself.
enum StyleSnapshot {
    /// Code characters by attribute bits: index 0 is no attribute.
    static let codes = Array(".BdbRrxXUu23456789IiJjKkLlMmNnOo")
    /// The legend written as the file's first line.
    static let legend = "# styles: . none, B bold, d dim, b bold+dim, R reverse, U underline, u bold+underline, I italic, i bold+italic; others by bits"

    /// The style file's text for a canvas.
    static func fileText(_ canvas: Canvas) -> String {
        var rows: [String] = [legend]
        for row in 0..<canvas.height {
            let cells = canvas.cells[(row * canvas.width)..<((row + 1) * canvas.width)]
            rows.append(String(cells.map { codes[Int($0.style.attributes.rawValue & 0x1F)] }) + "|")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// Checks the text snapshot `name` and its style layer.
    static func check(_ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Snapshot.check(canvas, named: name, sourceLocation: sourceLocation)
        let url = Snapshot.folder.appendingPathComponent(name + ".styles.txt")
        let actual = fileText(canvas)
        if ProcessInfo.processInfo.environment["BYLINE_RECORD_SNAPSHOTS"] == "1" {
            do {
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("Could not record styles of \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("No style snapshot \(name).styles.txt; record it with BYLINE_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        Issue.record(Comment(rawValue: Snapshot.diff(expected: expected, actual: actual, name: name + ".styles")),
                     sourceLocation: sourceLocation)
    }
}
