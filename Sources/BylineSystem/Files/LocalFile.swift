import BylineText
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The thin shell around the file system for Byline's own files: bounded reads, private
/// folders (0700), one lock per folder, and atomic rewrites that keep a file's mode and
/// links (see `LocalFile+Replacing.swift`), so the parsers stay pure.
public enum LocalFile {
    /// The largest urls, OPML or config file read (16 MiB); anything bigger is a mistake.
    public static let defaultSizeLimit = 16 << 20

    /// The file's bytes, or nil when it does not exist.
    public static func readIfPresent(_ path: String, limit: Int = defaultSizeLimit) throws(LocalFileError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            let code = errno
            if code == ENOENT { return nil }
            throw .system(.cannotRead, path, errno: code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(.cannotRead, path, errno: errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw LocalFileError(path: path, message: LocalFileText.cannotRead(path, LocalFileText.isFolder.text))
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(.cannotRead, path, errno: errno)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit {
                throw LocalFileError(path: path, message: LocalFileText.cannotRead(path, LocalFileText.tooLarge(limit >> 20)))
            }
        }
    }

    /// The file's bytes; a missing file is an error.
    public static func read(_ path: String, limit: Int = defaultSizeLimit) throws(LocalFileError) -> Data {
        guard let data = try readIfPresent(path, limit: limit) else { throw .system(.cannotRead, path, errno: ENOENT) }
        return data
    }

    /// Creates the folder and any missing parents with mode 0700 (readable only by the
    /// user); folders that already exist keep their mode.
    public static func makePrivateDirectory(_ path: String) throws(LocalFileError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw LocalFileError(path: path, message: LocalFileText.cannotCreateFolder(path, LocalFileText.fileInTheWay.text))
            }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path { try makePrivateDirectory(parent) }
        if mkdir(path, 0o700) != 0 {
            let code = errno
            if code == EEXIST { return }
            throw .system(.cannotCreateFolder, path, errno: code)
        }
        // mkdir's mode passes through the umask; say exactly what is meant.
        chmod(path, 0o700)
    }

    /// Runs `body` holding an exclusive lock on the folder of the file at `path` (its target,
    /// when it is a symbolic link; created, private, when missing), so a read-change-write of
    /// that file by one Byline process is never interleaved with another's: without it,
    /// imports run at once each rewrote the file from what they had read, and all but one
    /// lost their additions. Every writer of the urls file, the config and the accounts file
    /// takes it (see ``edit(_:_:)``); it must never be taken while holding a cache transaction.
    public static func withExclusiveLock<T>(
        forFileAt path: String,
        _ body: () throws(LocalFileError) -> T
    ) throws(LocalFileError) -> T {
        let target = resolvedTarget(path)
        let parent = (target as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        try makePrivateDirectory(folder)
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(.cannotLockFolder, path, errno: errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .system(.cannotLockFolder, path, errno: errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
