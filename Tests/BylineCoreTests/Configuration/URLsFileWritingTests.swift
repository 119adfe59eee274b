import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("urls file writing and merging")
struct URLsFileWritingTests {
    private func source(_ key: String, title: String? = nil, tags: [String] = []) throws -> Source {
        try Source(parsingKey: key, title: title, tags: tags)
    }

    @Test func aLineHoldsKeyTagsThenQuotedTitle() throws {
        let line = URLsFile.line(for: try source("https://example.com/feed", title: "Example \"News\"", tags: ["tech", "open source"]))
        #expect(line == #"https://example.com/feed tech "open source" "~Example \"News\"""#)
        #expect(URLsFile.line(for: try source("newsapi:everything?q=swift")) == "newsapi:everything?q=swift")
    }

    @Test func theDemoSourceIsNeverWritten() throws {
        let text = URLsFile.text(for: [.demo, try source("https://example.com/feed")])
        #expect(text == "https://example.com/feed\n")
    }

    @Test func writtenFilesParseBackToTheSameSources() throws {
        let sources = [
            try source("https://example.com/feed", title: "Ex", tags: ["a b", "#c", "d\"e"]),
            try source("newsapi:top-headlines?country=us&category=technology", tags: ["news"]),
            try source("https://blog.example.net/atom.xml#latest")
        ]
        let parsed = URLsFile.parse(URLsFile.text(for: sources))
        #expect(parsed.errors == [])
        #expect(parsed.sources == sources)
    }

    @Test func mergeKeepsExistingTextAndAppendsOnlyNewSources() throws {
        let existing = """
            # my feeds
            https://example.com/feed tech "~Mine"

            # broken, but still mine
            ftp://old.example.com/feed
            """
        let incoming = [
            try source("https://EXAMPLE.com/feed", title: "Theirs", tags: ["other"]),
            try source("https://new.example.org/rss", title: "New one", tags: ["news"]),
            try source("ftp://old.example.com/feed".replacingOccurrences(of: "ftp", with: "https")),
            try source("https://new.example.org/rss"),
            .demo
        ]
        let merged = URLsFile.merge(incoming, into: existing)
        #expect(merged.text.hasPrefix(existing + "\n"))
        #expect(
            merged.text == existing + "\n" + #"https://new.example.org/rss news "~New one""# + "\n"
                + "https://old.example.com/feed\n")
        #expect(merged.added.map(\.key) == ["https://new.example.org/rss", "https://old.example.com/feed"])
        #expect(merged.alreadyListed.map(\.key) == ["https://EXAMPLE.com/feed", "https://new.example.org/rss"])
        let reread = URLsFile.parse(merged.text)
        #expect(reread.sources.first?.title == "Mine")
        #expect(reread.sources.count == 3)
    }

    @Test func mergingTwiceAddsNothingTheSecondTime() throws {
        let incoming = [try source("https://a.example.com/feed"), try source("https://b.example.com/feed", tags: ["x"])]
        let once = URLsFile.merge(incoming, into: "")
        let twice = URLsFile.merge(incoming, into: once.text)
        #expect(once.added.count == 2)
        #expect(twice.added.isEmpty)
        #expect(twice.alreadyListed.count == 2)
        #expect(twice.text == once.text)
    }

    @Test func mergeUsesTheFilesOwnLineEnding() throws {
        let existing = "\u{FEFF}https://a.example.com/feed\r\n# note\r\n"
        let merged = URLsFile.merge([try source("https://b.example.com/feed")], into: existing)
        #expect(merged.text == existing + "https://b.example.com/feed\r\n")
    }

    @Test func mergeDoesNotDuplicateALineItCannotUse() throws {
        let existing = "\"query:Unread:unread = \\\"yes\\\"\"\nnewsapi:everything?q=swift\n"
        let merged = URLsFile.merge([try source("newsapi:everything?q=swift")], into: existing)
        #expect(merged.added.isEmpty)
        #expect(merged.text == existing)
    }

    @Test("adding to a urls file keeps its bytes as they were, a byte order mark and bytes that are not UTF-8 included")
    func addingKeepsEveryByte() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("urls")
        var bytes = Data([0xEF, 0xBB, 0xBF])
        bytes.append(Data("# caf".utf8))
        bytes.append(contentsOf: [0xE9, 0x0D, 0x0A])
        try bytes.write(to: URL(fileURLWithPath: path))
        let merge = try URLsFileWriter(path: path).add([try Source(parsingKey: "https://a.example.com/feed")])
        #expect(merge.added.count == 1)
        #expect(try LocalFile.read(path) == bytes + Data("https://a.example.com/feed\r\n".utf8))
    }
}
