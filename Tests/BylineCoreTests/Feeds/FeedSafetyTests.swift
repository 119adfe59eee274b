import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Hostile XML is refused or defused")
struct FeedSafetyTests {
    /// A temporary file holding a secret, removed afterwards.
    private func withSecretFile(_ body: (URL, String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("byline-xxe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        let file = directory.appendingPathComponent("secret.txt")
        try Data(secret.utf8).write(to: file)
        try body(file, secret)
    }

    @Test func refusesXXEAimedAtALocalFile() throws {
        try withSecretFile { file, secret in
            let body = """
                <?xml version="1.0"?>
                <!DOCTYPE rss [<!ENTITY xxe SYSTEM "\(file.absoluteString)">]>
                <rss version="2.0"><channel><title>&xxe;</title>
                <item><title>&xxe;</title><link>https://x.example.com/</link></item></channel></rss>
                """
            let error = FeedFixture.error(parsing: Data(body.utf8))
            #expect(error == .entitiesRefused(line: 2))
            #expect(error?.message.contains(secret) == false)
        }
    }

    @Test func refusesParameterEntityXXE() throws {
        try withSecretFile { file, _ in
            let body = """
                <?xml version="1.0"?>
                <!DOCTYPE rss [<!ENTITY % remote SYSTEM "\(file.absoluteString)"> %remote;]>
                <rss version="2.0"><channel><title>t</title></channel></rss>
                """
            #expect(FeedFixture.error(parsing: Data(body.utf8)) == .entitiesRefused(line: 2))
        }
    }

    @Test func neverLoadsAnExternalDTDOrXInclude() throws {
        try withSecretFile { file, secret in
            let dtd = file.deletingLastPathComponent().appendingPathComponent("evil.dtd")
            try Data("<!ENTITY leak SYSTEM \"\(file.absoluteString)\">".utf8).write(to: dtd)
            let body = """
                <?xml version="1.0"?>
                <!DOCTYPE rss SYSTEM "\(dtd.absoluteString)">
                <rss version="2.0" xmlns:xi="http://www.w3.org/2001/XInclude"><channel><title>&leak;</title>
                <item><title>t</title><link>https://x.example.com/</link>
                <description><xi:include href="\(file.absoluteString)" parse="text"/></description></item></channel></rss>
                """
            let feed = try FeedParser.parse(Data(body.utf8), url: FeedFixture.defaultURL)
            #expect(feed.title == "&leak;")
            let everything = [feed.title ?? ""] + feed.items.flatMap { [$0.title, $0.summary, $0.content].compactMap { $0 } }
            #expect(!everything.joined().contains(secret))
        }
    }

    @Test func refusesBillionLaughs() throws {
        let error = FeedFixture.error(parsing: try FeedFixture.data("billion-laughs.xml"))
        #expect(error == .entitiesRefused(line: 3))
    }

    @Test func refusesTheQuadraticBlowUp() {
        let big = String(repeating: "a", count: 50_000)
        let references = String(repeating: "&big;", count: 10_000)
        let body =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE rss [<!ENTITY big \"\(big)\">]>\n"
            + "<rss version=\"2.0\"><channel><title>\(references)</title></channel></rss>"
        #expect(FeedFixture.error(parsing: Data(body.utf8)) == .entitiesRefused(line: 2))
    }

    @Test func refusesNestingBeyondTheDepthLimit() {
        let depth = 300
        let body =
            "<rss version=\"2.0\"><channel>" + String(repeating: "<x>", count: depth)
            + String(repeating: "</x>", count: depth) + "</channel></rss>"
        let error = FeedFixture.error(parsing: Data(body.utf8))
        #expect(error == .tooDeep(limit: 256))
    }

    @Test func refusesBodiesOverTheSizeLimit() {
        let body = Data(count: LibXMLDocument.maximumBytes + 1)
        #expect(
            FeedFixture.error(parsing: Data("<".utf8) + body) == .tooLarge(bytes: LibXMLDocument.maximumBytes + 2, limit: LibXMLDocument.maximumBytes)
        )
    }

    @Test func parsesGoodAndBadFeedsConcurrentlyWithTheSameResults() async throws {
        let names = [
            "rss2.xml", "atom.xml", "rdf10.xml", "truncated.xml", "billion-laughs.xml", "euc-kr.xml",
            "invalid-utf8.xml", "jsonfeed11.json", "html-page.html", "unsupported-encoding.xml"
        ]
        let bodies = try names.map { try FeedFixture.data($0) }
        let expected = bodies.map(Self.outcome)
        let results = await withTaskGroup(of: (Int, String).self) { group in
            for _ in 0..<8 {
                for (index, body) in bodies.enumerated() {
                    group.addTask { (index, Self.outcome(body)) }
                }
            }
            var collected: [(Int, String)] = []
            for await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == names.count * 8)
        for (index, outcome) in results {
            #expect(outcome == expected[index], "\(names[index])")
        }
    }

    private static func outcome(_ body: Data) -> String {
        do {
            let feed = try FeedParser.parse(body, url: FeedFixture.defaultURL)
            return "\(feed.format) \(feed.items.count) \(feed.items.first?.title ?? "-")"
        } catch {
            return error.message
        }
    }
}
