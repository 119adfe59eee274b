import BylineText
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cache file on disk: where it lives, creating it privately, and moving a damaged one aside.
public enum CacheFile {
    /// The suffixes of SQLite's companion files, which travel with the database.
    static let companions = ["-wal", "-shm", "-journal"]

    /// `$XDG_DATA_HOME/byline/cache.db`, else `~/.local/share/byline/cache.db`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return data + "/byline/cache.db"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/byline/cache.db"
    }

    /// Creates the missing parent folders (mode 0700) and the file itself (mode 0600) when
    /// it does not exist yet, so articles and reading habits stay private to the user.
    static func prepare(_ path: String) throws(StoreError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try createFolders(folder, for: path) }
        // SQLite says only "disk I/O error" for a folder; name the real cause.
        var info = stat()
        if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            throw .cannotOpen(path: path, reason: LocalFileText.isFolder.text)
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            fchmod(descriptor, 0o600)
            close(descriptor)
        } else if errno != EEXIST {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Creates each missing folder on the way to `folder`, private to the user.
    private static func createFolders(_ folder: String, for path: String) throws(StoreError) {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != "/", !FileManager.default.fileExists(atPath: current) {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for directory in missing.reversed() {
            if mkdir(directory, 0o700) != 0 && errno != EEXIST {
                throw .cannotOpen(path: path, reason: StoreText.cannotCreate(directory, String(cString: strerror(errno))))
            }
            chmod(directory, 0o700)
        }
    }

    /// Renames a damaged cache (and its -wal/-shm) to `<name>.corrupt-<UTC time>` beside it,
    /// never deleting a byte, and returns the new name of the main file.
    static func moveAside(_ path: String, now: Date = Date()) throws(StoreError) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let stamp = formatter.string(from: now)
        var target = "\(path).corrupt-\(stamp)"
        var attempt = 2
        while FileManager.default.fileExists(atPath: target) {
            target = "\(path).corrupt-\(stamp)-\(attempt)"
            attempt += 1
        }
        if rename(path, target) != 0 {
            throw .cannotMoveAside(path: path, reason: String(cString: strerror(errno)))
        }
        for suffix in companions where FileManager.default.fileExists(atPath: path + suffix) {
            if rename(path + suffix, target + suffix) != 0 {
                throw .cannotMoveAside(path: path + suffix, reason: String(cString: strerror(errno)))
            }
        }
        return target
    }
}
