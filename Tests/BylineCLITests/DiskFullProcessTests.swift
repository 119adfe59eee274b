import BylineTestSupport
import Foundation
import Testing

/// A full disk says so in words, however SQLite reports it.
///
/// The disk is a 40 MB tmpfs mounted in a user and mount namespace of the test's own
/// (`unshare --user --map-root-user --mount`: no root needed, nothing mounted outside). The
/// hard case is the one the issue met: a crash left a write-ahead log of more frames than
/// the `-shm` index maps, so opening the cache must grow the `-shm` file, and on a full disk
/// SQLite reports that as a disk I/O error (`SQLITE_IOERR_SHMSIZE`, code 4874), not as
/// `SQLITE_FULL`.
@Suite("a full disk")
struct DiskFullProcessTests {
    /// Builds the log the crash leaves (sqlite3 killed right after its commit), fills the
    /// disk, then runs `byline list` twice.
    private static let script = """
        set -e
        byline=$1; folder=$2
        mount -t tmpfs -o size=40m tmpfs "$folder/disk"
        cd "$folder/disk"
        HOME="$folder" "$byline" list --urls "$folder/urls" --cache cache.db --config "$folder/config" > /dev/null
        sqlite3 cache.db <<'SQL' > /dev/null 2>&1 || true
        PRAGMA journal_mode=WAL;
        PRAGMA wal_autocheckpoint=0;
        CREATE TABLE filler(x);
        BEGIN;
        WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < 6000) INSERT INTO filler SELECT randomblob(3000) FROM c;
        COMMIT;
        .system kill -9 $PPID
        SQL
        test -s cache.db-wal
        rm -f cache.db-shm
        dd if=/dev/zero of=filler bs=4k > /dev/null 2>&1 || true
        for run in 1 2; do
            HOME="$folder" "$byline" list --urls "$folder/urls" --cache cache.db --config "$folder/config" || echo "exit $?"
        done
        """

    @Test("a cache that cannot grow its -shm file on a full disk says the disk is full, twice")
    func aFullDiskIsNamed() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.root.appendingPathComponent("disk").path, withIntermediateDirectories: true)
        try folder.writeURLs(["http://127.0.0.1:9/feed.xml"])
        try folder.writeConfig("")
        let script = try folder.write("full-disk.sh", Data(Self.script.utf8))
        let run = try RunningByline(
            ["--user", "--map-root-user", "--mount", "sh", script, BylineProcess.binary.path, folder.root.path],
            environment: folder.environment, executable: URL(fileURLWithPath: "/usr/bin/unshare"))
        let result = run.wait(timeout: 120)
        let lines = result.stderrLines.filter { $0.hasPrefix("byline:") }
        #expect(
            lines == Array(repeating: "byline: the disk is full: the cache could not be written; free some space and try again", count: 2),
            "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "exit 1").count == 3, "\(result.stdout)")
        #expect(!result.allOutput.contains("SQLite code"))
    }
}
