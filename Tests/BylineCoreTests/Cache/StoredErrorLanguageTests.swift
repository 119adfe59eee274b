import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

/// A source's last error is stored as data and read in the reader's language.
@Suite("stored errors in the reader's language")
struct StoredErrorLanguageTests {
    private let key = "https://example.com/feed.xml"

    @Test("an error stored by a Korean refresh reads in English, and one stored in English reads in Korean")
    func storedInOneLanguageReadInTheOther() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let error = SourceError.network(.notFound(serverMessage: nil))
        let english = Localization.$override.withValue(.english) { error.message }
        let korean = Localization.$override.withValue(.korean) { error.message }
        #expect(english != korean)

        try Localization.$override.withValue(.korean) { try store.recordFailure(key: key, reason: error.reason) }
        #expect(try Localization.$override.withValue(.english) { try store.feedState(for: key)?.lastError } == english)
        #expect(try Localization.$override.withValue(.english) { try store.feeds().first?.lastError } == english)

        try Localization.$override.withValue(.english) { try store.recordFailure(key: key, reason: error.reason) }
        #expect(try Localization.$override.withValue(.korean) { try store.feedState(for: key)?.lastError } == korean)
        #expect(try Localization.$override.withValue(.korean) { try store.feeds().first?.lastError } == korean)
    }

    @Test("a cache written before reasons were data keeps showing its sentence")
    func oldSentencesStay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        try store.withDatabase { database throws(StoreError) in
            try database.run("INSERT INTO feeds (key, last_error, consecutive_failures) VALUES (?1, ?2, 1)", key, "서버에 연결할 수 없습니다")
        }
        let state = try Localization.$override.withValue(.english) { try store.feedState(for: key) }
        #expect(state?.lastError == "서버에 연결할 수 없습니다")
        #expect(state?.lastErrorReason == nil)
    }

    @Test("a reason from a newer build's catalogue shows the sentence stored beside it")
    func unknownReasonFallsBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let future = MessageValue.message("FutureText.somethingNew", [])
        try store.withDatabase { database throws(StoreError) in
            try database.run(
                "INSERT INTO feeds (key, last_error, last_error_reason, consecutive_failures) VALUES (?1, ?2, ?3, 1)",
                key, "something new went wrong", future.storedForm)
        }
        #expect(try store.feeds().first?.lastError == "something new went wrong")
    }

    @Test("a 429 stored before this version still counts as the server's own wait")
    func oldRateLimitsAreServerWaits() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        let database = try Database(path: path, busyTimeout: 1)
        try Schema.migrate(database, to: 12)
        try database.run(
            "INSERT INTO feeds (key, last_error, retry_after, consecutive_failures) VALUES (?1, ?2, ?3, 1)",
            key, "429 Too Many Requests: too many requests (try again later)", Date(timeIntervalSince1970: 1_900_000_000))
        try Schema.migrate(database)
        let state = try #require(try ArticleStore.open(at: path).feedState(for: key))
        #expect(state.serverAskedToWait)
    }
}
