import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Removing a source's line from a urls file (pure)")
struct URLsFileRemovalTests {
    @Test("only the source's line goes; comments, blank lines, bad lines, CRLF and odd bytes stay byte for byte")
    func keepsTheRest() {
        var bytes = Data("# mine\r\n\r\nhttps://a.example/feed tech \"~A\"\r\nftp://bad line\r\n".utf8)
        bytes += Data([0x68, 0xFF, 0x0D, 0x0A])  // "h", an invalid byte, CRLF
        bytes += Data("https://b.example/rss\r\n".utf8)
        let removal = URLsFile.removing("https://a.example/feed", from: bytes)
        var expected = Data("# mine\r\n\r\nftp://bad line\r\n".utf8)
        expected += Data([0x68, 0xFF, 0x0D, 0x0A])
        expected += Data("https://b.example/rss\r\n".utf8)
        #expect(removal.data == expected)
        #expect(removal.removed == [.init(number: 3, text: "https://a.example/feed tech \"~A\"")])
    }

    @Test("the URL is compared as duplicates are, so a repeated or differently cased line goes too")
    func duplicates() {
        let text = "HTTPS://A.EXAMPLE\nhttps://other.example/\n  \"https://a.example/\" again\n"
        let removal = URLsFile.removing("https://a.example/", from: Data(text.utf8))
        #expect(String(decoding: removal.data, as: UTF8.self) == "https://other.example/\n")
        #expect(removal.removed.map(\.number) == [1, 3])
    }

    @Test("a last line without a line end is removed without touching the line before; a leading mark stays")
    func edges() {
        let removal = URLsFile.removing("https://b.example/", from: Data("\u{FEFF}https://a.example/\nhttps://b.example/".utf8))
        #expect(String(decoding: removal.data, as: UTF8.self) == "\u{FEFF}https://a.example/\n")
        let first = URLsFile.removing("https://a.example/", from: Data("\u{FEFF}https://a.example/\nhttps://b.example/".utf8))
        #expect(String(decoding: first.data, as: UTF8.self) == "\u{FEFF}https://b.example/")
    }

    @Test("a source no line lists leaves the file as it was")
    func absent() {
        let data = Data("https://a.example/\n# https://b.example/\n".utf8)
        let removal = URLsFile.removing("https://b.example/", from: data)
        #expect(removal.data == data && removal.removed.isEmpty)
    }
}
