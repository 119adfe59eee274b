import Foundation

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// Fixture feeds beside the tests, read by path so they stay plain files.
enum FeedFixture {
    /// Tests/BylineCoreTests/Fixtures/feeds/
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/feeds", isDirectory: true)

    /// Where fixtures pretend to come from unless a test says otherwise.
    static let defaultURL = URL(string: "https://feeds.example.com/path/feed")!

    /// The bytes of fixture `name`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// Fixture `name` parsed as if fetched from `url`.
    static func parse(_ name: String, url: URL = defaultURL) throws -> ParsedFeed {
        try FeedParser.parse(data(name), url: url)
    }

    /// The articles of fixture `name`, from the default source.
    static func articles(_ name: String) throws -> [Article] {
        try parse(name).articles(for: source())
    }

    /// The error parsing `data` gives, or nil when it parses.
    static func error(parsing data: Data, url: URL = defaultURL) -> FeedError? {
        do {
            _ = try FeedParser.parse(data, url: url)
            return nil
        } catch {
            return error
        }
    }

    /// A source for a feed at `url`, optionally with a title from the urls file.
    static func source(_ url: URL = defaultURL, title: String? = nil) -> Source {
        Source(kind: .feed(url), key: url.absoluteString, title: title)
    }
}
