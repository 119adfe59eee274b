import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Cache file: permissions, damage and versions")
struct CacheFileTests {
    /// The permission bits of a file or folder.
    private func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    @Test func newFoldersArePrivateAndTheFileIsOwnerOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("data/byline/cache.db")

        let store = try ArticleStore.open(at: path)
        try store.store([CacheSamples.article("g", of: CacheSamples.source())], for: CacheSamples.source())

        #expect(try mode(folder.file("data")) == 0o700)
        #expect(try mode(folder.file("data/byline")) == 0o700)
        #expect(try mode(path) == 0o600)
        #expect(try mode(path + "-wal") == 0o600)
        #expect(store.recovery == nil)
    }

    @Test func aFileThatIsNotADatabaseIsMovedAsideWithItsBytesAndReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        let garbage = Data(String(repeating: "this is not a database\n", count: 300).utf8)
        try garbage.write(to: URL(fileURLWithPath: path))
        try Data("wal bytes".utf8).write(to: URL(fileURLWithPath: path + "-wal"))
        let now = Date(timeIntervalSince1970: 1_750_000_000)

        let store = try ArticleStore.open(at: path, now: now)

        let recovery = try #require(store.recovery)
        #expect(recovery.movedTo == path + ".corrupt-20250615T150640Z")
        #expect(try Data(contentsOf: URL(fileURLWithPath: recovery.movedTo)) == garbage)
        #expect(try Data(contentsOf: URL(fileURLWithPath: recovery.movedTo + "-wal")) == Data("wal bytes".utf8))
        #expect(recovery.message.hasPrefix("the cache at \(path) was damaged"))
        #expect(recovery.message.hasSuffix("nothing could be read back; a new one was started; the damaged file is at \(recovery.movedTo)"))
        #expect(try store.count(.all) == 0)
        #expect(try store.integrityCheck() == ["ok"])
        #expect(try mode(path) == 0o600)
    }

    @Test func aCacheWhoseSchemaPageIsDamagedIsMovedAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        do {
            let store = try ArticleStore.open(at: path)
            try store.store([CacheSamples.article("g", of: CacheSamples.source())], for: CacheSamples.source())
        }
        // Fold the WAL into the main file, then overwrite page 1 after its 100-byte header.
        try Database(path: path, busyTimeout: 1).execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 100)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 3900))
        try handle.close()
        let damaged = try Data(contentsOf: URL(fileURLWithPath: path))

        let store = try ArticleStore.open(at: path)

        let recovery = try #require(store.recovery)
        #expect(try Data(contentsOf: URL(fileURLWithPath: recovery.movedTo)) == damaged)
        #expect(try store.count(.all) == 0)
    }

    @Test func twoRecoveriesInTheSameSecondGetDistinctNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let first = try #require(try ArticleStore.open(at: path, now: now).recovery)
        try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: path))
        let second = try #require(try ArticleStore.open(at: path, now: now).recovery)

        #expect(first.movedTo != second.movedTo)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first.movedTo)) == Data(repeating: 0x41, count: 4096))
    }

    @Test func aCacheFromANewerByLineIsRefusedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        _ = try ArticleStore.open(at: path)
        try Database(path: path, busyTimeout: 1).execute("PRAGMA user_version = \(Schema.current + 5)")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        #expect(throws: StoreError.newerSchema(path: path, found: Schema.current + 5, supported: Schema.current)) {
            _ = try ArticleStore.open(at: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!leftovers.contains { $0.contains("corrupt") })
    }

    @Test func anotherProgramsDatabaseIsRefusedNotReplaced() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("other.db")
        try Database(path: path, busyTimeout: 1).execute("CREATE TABLE notes (body TEXT)")

        let error = #expect(throws: StoreError.self) { _ = try ArticleStore.open(at: path) }
        #expect(error == .notACache(path: path))
    }

    @Test func theDefaultPathFollowsXDGDataHome() {
        #expect(CacheFile.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]) == "/data/byline/cache.db")
        #expect(
            CacheFile.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"])
                == "/home/u/.local/share/byline/cache.db")
        #expect(CacheFile.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.local/share/byline/cache.db")
    }
}
