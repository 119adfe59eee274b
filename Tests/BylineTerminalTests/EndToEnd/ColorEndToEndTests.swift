import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// The config's `color`, `highlight` and `highlight-article` lines, read back from the
    /// escape codes tmux keeps for each cell (`capture-pane -e`).
    @Suite("colors") struct Colors {
        static let config = """
            color listfocus color208 #000080 bold
            color listnormal_unread green default underline
            highlight article "body|첫눈" red default bold
            highlight-article "title =~ \\"Story 02\\"" magenta default

            """

        /// A home with the color config and a cache of five stories.
        private func home() throws -> (EndToEndHome, TestHTTPServer) {
            let server = try EndToEndFeeds.server(["/stories.xml": ("Stories", EndToEndFeeds.stories(5))])
            let home = try EndToEndHome(config: Self.config)
            try home.writeURLs([server.urlString("/stories.xml")])
            try home.refresh()
            return (home, server)
        }

        @Test("the focused row, an unread row, a highlight-article row and a highlighted word get their configured colors")
        func colorsOnScreen() throws {
            let (home, server) = try home()
            defer { server.stop() }
            let session = try home.launch(width: 120, height: 20)
            defer { session.kill() }
            try session.waitFor("Body of Story 01.")
            let screen = StyledScreen(try session.capture(escapes: true))

            let focused = try #require(screen.codes(at: "Story 01", before: 45))
            #expect(focused.isSuperset(of: ["fg:208", "bg:18", "bold"]), "focused row: \(focused)")
            let unread = try #require(screen.codes(at: "Story 03", before: 45))
            #expect(unread.isSuperset(of: ["fg:2", "underline"]), "unread row: \(unread)")
            #expect(!unread.contains("bg:18"))
            let highlighted = try #require(screen.codes(at: "Story 02", before: 45))
            #expect(highlighted.contains("fg:5"), "highlight-article row: \(highlighted)")
            let word = try #require(screen.codes(at: "Body of"))
            #expect(word.isSuperset(of: ["fg:1", "bold"]), "highlighted word: \(word)")
            let after = try #require(screen.codes(at: " of Story 01."))
            #expect(!after.contains("fg:1"), "only the match is highlighted: \(after)")

            // Moving the focus moves the colors with it, twice.
            for (next, previous) in [("Story 02", "Story 01"), ("Story 03", "Story 02")] {
                try session.sendKeys("j")
                try session.waitFor("Body of \(next).")
                let moved = StyledScreen(try session.capture(escapes: true))
                #expect(moved.codes(at: next, before: 45)?.contains("bg:18") == true, "\(next) is focused")
                #expect(moved.codes(at: previous, before: 45)?.contains("bg:18") == false, "\(previous) is not")
            }
            try session.sendKeys("Q")
            #expect(try home.ending(in: session).status == 0)
        }

        @Test("with NO_COLOR set the same config draws no colors, only attributes")
        func noColorWins() throws {
            let (home, server) = try home()
            defer { server.stop() }
            let session = try home.launch(width: 120, height: 20, extra: ["NO_COLOR": "1"])
            defer { session.kill() }
            try session.waitFor("Body of Story 01.")
            let screen = StyledScreen(try session.capture(escapes: true))
            #expect(screen.allCodes.allSatisfy { !$0.hasPrefix("fg:") && !$0.hasPrefix("bg:") }, "colors: \(screen.allCodes)")
            #expect(screen.codes(at: "Story 01", before: 45)?.contains("bold") == true, "attributes stay")
            #expect(screen.codes(at: "Story 03", before: 45)?.contains("underline") == true)
            try session.sendKeys("Q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}

/// A captured screen with the SGR state of every character: `fg:N`, `bg:N` (256-color
/// numbers, the eight as 0–7), `bold`, `underline`, `reverse`, `dim`, `italic`.
struct StyledScreen {
    /// Each row's characters with the codes in force.
    let rows: [[(character: Character, codes: Set<String>)]]

    init(_ captured: String) {
        rows = captured.split(separator: "\n", omittingEmptySubsequences: false).map { Self.parse(String($0)) }
    }

    /// The codes in force at the first character of the first occurrence of `text` that
    /// starts left of `column` (the list pane, say).
    func codes(at text: String, before column: Int = .max) -> Set<String>? {
        for row in rows {
            let line = String(row.map(\.character))
            guard let range = line.range(of: text) else { continue }
            let start = line.distance(from: line.startIndex, to: range.lowerBound)
            if start < column { return row[start].codes }
        }
        return nil
    }

    /// Every code used anywhere.
    var allCodes: Set<String> { rows.reduce(into: Set<String>()) { $0.formUnion($1.flatMap(\.codes)) } }

    private static func parse(_ line: String) -> [(character: Character, codes: Set<String>)] {
        var result: [(character: Character, codes: Set<String>)] = []
        var codes = Set<String>()
        var scalars = Array(line.unicodeScalars)[...]
        var text = String.UnicodeScalarView()
        func flush() {
            for character in String(text) { result.append((character, codes)) }
            text = String.UnicodeScalarView()
        }
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}", scalars.first == "[" else {
                text.append(scalar)
                continue
            }
            flush()
            scalars.removeFirst()
            var parameters = ""
            while let next = scalars.popFirst(), next != "m" { parameters.unicodeScalars.append(next) }
            apply(parameters, to: &codes)
        }
        flush()
        return result
    }

    private static func apply(_ parameters: String, to codes: inout Set<String>) {
        var numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        while let number = numbers.popFirst() {
            switch number {
            case 0: codes.removeAll()
            case 1: codes.insert("bold")
            case 2: codes.insert("dim")
            case 3: codes.insert("italic")
            case 4: codes.insert("underline")
            case 7: codes.insert("reverse")
            case 22: codes.subtract(["bold", "dim"])
            case 24: codes.remove("underline")
            case 27: codes.remove("reverse")
            case 30...37: set("fg", number - 30, &codes)
            case 39: codes = codes.filter { !$0.hasPrefix("fg:") }
            case 40...47: set("bg", number - 40, &codes)
            case 49: codes = codes.filter { !$0.hasPrefix("bg:") }
            case 90...97: set("fg", number - 82, &codes)
            case 100...107: set("bg", number - 92, &codes)
            case 38, 48:
                let kind = number == 38 ? "fg" : "bg"
                if numbers.popFirst() == 5, let index = numbers.popFirst() { set(kind, index, &codes) }
            default: break
            }
        }
    }

    private static func set(_ kind: String, _ value: Int, _ codes: inout Set<String>) {
        codes = codes.filter { !$0.hasPrefix(kind + ":") }
        codes.insert("\(kind):\(value)")
    }
}
