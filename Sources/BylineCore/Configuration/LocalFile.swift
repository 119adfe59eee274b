import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The thin shell around the file system for Byline's own files: bounded reads, private
/// folders (0700) and atomic private writes (0600), so the parsers stay pure.
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

    /// Replaces the file's contents atomically with mode 0600: the data goes to a
    /// temporary file beside it, is flushed, then renamed over the old file, so a crash
    /// leaves either the old file or the new one, never half of one. A symbolic link is
    /// followed, so a urls file kept in a dotfiles folder stays there.
    public static func writePrivately(_ data: Data, to path: String) throws(LocalFileError) {
        let target = resolvedLink(path)
        let folder = (target as NSString).deletingLastPathComponent
        try makePrivateDirectory(folder.isEmpty ? "." : folder)
        let name = (target as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw .system(.cannotWrite, path, errno: errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        do throws(LocalFileError) {
            try writeAll(data, to: descriptor, path: path)
            guard fchmod(descriptor, 0o600) == 0, fsync(descriptor) == 0 else { throw .system(.cannotWrite, path, errno: errno) }
            closed = true
            guard close(descriptor) == 0 else { throw .system(.cannotWrite, path, errno: errno) }
            guard rename(temporary, target) == 0 else { throw .system(.cannotReplace, path, errno: errno) }
        } catch {
            if !closed { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(LocalFileError) {
        var failure: Int32?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if let failure { throw .system(.cannotWrite, path, errno: failure) }
    }

    /// Runs `body` holding an exclusive lock on the folder of the file at `path` (created,
    /// private, when missing), so a read-change-write of that file by one Byline process is
    /// never interleaved with another's: without it, imports run at once each rewrote the
    /// file from what they had read, and all but one lost their additions.
    public static func withExclusiveLock<T>(forFileAt path: String,
                                            _ body: () throws(LocalFileError) -> T) throws(LocalFileError) -> T {
        let target = resolvedLink(path)
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

    /// The file a symbolic link points to, or `path` itself.
    private static func resolvedLink(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
              let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
