import BylineCore
import BylineTestSupport
import BylineText
import Foundation
import Testing

extension EndToEndTests {
    /// `<` and `>` slide a code block as one piece, so its columns stay lined up.
    @Suite("code blocks") struct CodeBlocks {
        /// A long line, a short one and an empty one in one block.
        static let code = "LONG0123456789" + String(repeating: "=", count: 120) + "\nSHRT0123456789xyz\n\nEND"

        /// The screen column where `text` starts on the row that holds it, if any.
        static func column(of text: String, in screen: String) -> Int? {
            for line in screen.split(separator: "\n", omittingEmptySubsequences: false) {
                guard let range = line.range(of: text) else { continue }
                return DisplayWidth.of(line[..<range.lowerBound])
            }
            return nil
        }

        @Test("> shifts every line of a code block, short ones too, so its columns stay aligned; < brings it back")
        func codeBlockShiftsWhole() throws {
            let item = FeedText.Item(
                title: "Code sample", link: "https://code.example/1",
                html: "<p>Before.</p><pre>\(FeedText.escaped(Self.code))</pre><p>After.</p>", age: 1)
            let (home, server) = try EndToEndFeeds.preparedHome(["/code.xml": ("Code", [item])])
            defer { server.stop() }
            let session = try home.launch(width: 80, height: 24)
            defer { session.kill() }
            try session.waitFor("Code sample")
            try session.sendKeys("Enter")
            var screen = try session.waitFor("SHRT0123456789xyz")
            #expect(Self.column(of: "LONG", in: screen) == Self.column(of: "SHRT", in: screen))

            try session.sendKeys(">")
            screen = try session.waitFor("‹456789=")
            let long = try #require(Self.column(of: "456789=", in: screen))
            let short = try #require(Self.column(of: "456789xyz", in: screen), "the short line moved too:\n\(screen)")
            #expect(long == short, "aligned after >:\n\(screen)")
            #expect(Self.column(of: "‹456789xyz", in: screen) == Self.column(of: "‹456789=", in: screen))

            // Twice: the short line's text is all to the left now; only its marker stays.
            try session.sendKeys(">")
            screen = try session.waitUntil("the second shift") { !$0.contains("‹456789=") && $0.contains("‹") }
            #expect(!screen.contains("xyz"), "the short line scrolled out with its block:\n\(screen)")
            #expect(!screen.contains("END"), "every line moved:\n\(screen)")

            try session.sendKeys("<", "<")
            screen = try session.waitFor("SHRT0123456789xyz")
            #expect(Self.column(of: "LONG", in: screen) == Self.column(of: "SHRT", in: screen))
            try session.sendKeys("Q")
            #expect(try home.ending(in: session).status == 0)
        }
    }
}
