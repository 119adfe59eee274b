import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Rewriting a user's file: under its folder's lock, atomically, through its symbolic links,
/// keeping its mode.
extension LocalFile {
    /// Reads the file at `path` under its folder's lock (see ``withExclusiveLock(forFileAt:_:)``),
    /// so what `change` sees is what is on disk now, not what was read earlier; `change` gets
    /// the bytes (nil when there is no file) and returns its result with the new bytes, or
    /// nil to leave the file as it is. The new bytes replace the file as ``replace(_:at:ownerOnly:)`` does.
    public static func edit<T>(
        _ path: String,
        _ change: (Data?) throws(LocalFileError) -> (T, Data?)
    ) throws(LocalFileError) -> T {
        try withExclusiveLock(forFileAt: path) { () throws(LocalFileError) -> T in
            let (result, replacement) = try change(try readIfPresent(path))
            if let replacement { try replace(replacement, at: path) }
            return result
        }
    }

    /// Replaces the file's contents atomically: the data goes to a temporary file beside the
    /// real file (the target of a symbolic link, so a urls file kept in a dotfiles folder stays
    /// there and the link stays a link), is flushed, then renamed over it, and the folder is
    /// flushed too, so a crash leaves either the old file or the new one, never half of one.
    ///
    /// The new file keeps the old one's mode, owner and group (a file Byline creates is 0600).
    /// When the data holds a URL with a user name or password, or `ownerOnly` is given, the
    /// group and others lose every permission: a password never becomes readable by others
    /// (docs/SECURITY.md §5).
    public static func replace(_ data: Data, at path: String, ownerOnly: Bool = false) throws(LocalFileError) {
        let target = resolvedTarget(path)
        let parent = (target as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        try makePrivateDirectory(folder)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        var mode = exists ? mode_t(existing.st_mode) & 0o777 : 0o600
        if ownerOnly || holdsURLCredentials(data) { mode &= 0o700 }
        var template = Array((folder + "/." + (target as NSString).lastPathComponent + ".XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw .system(.cannotWrite, path, errno: errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        do throws(LocalFileError) {
            try writeAll(data, to: descriptor, path: path)
            // Best effort: only root may give a file away; a user keeps the group they had.
            if exists && (existing.st_uid != geteuid() || existing.st_gid != getegid()) {
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            }
            guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else { throw .system(.cannotWrite, path, errno: errno) }
            closed = true
            guard close(descriptor) == 0 else { throw .system(.cannotWrite, path, errno: errno) }
            guard rename(temporary, target) == 0 else { throw .system(.cannotReplace, path, errno: errno) }
        } catch {
            if !closed { close(descriptor) }
            unlink(temporary)
            throw error
        }
        syncFolder(folder)
    }

    /// The file `path` names after following every symbolic link (even to a file that does
    /// not exist yet, which a write then creates), or `path` itself.
    static func resolvedTarget(_ path: String) -> String {
        var current = path
        // As many links as the kernel follows (MAXSYMLINKS); a loop ends there.
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = (current as NSString).deletingLastPathComponent
            current = link.hasPrefix("/") || folder.isEmpty ? link : folder + "/" + link
        }
        return current
    }

    /// One name for a file however it is reached (relative, through links, `..`): the
    /// absolute path of its target with its folder's links resolved.
    public static func identity(of path: String) -> String {
        let target = resolvedTarget(path)
        let absolute = target.hasPrefix("/") ? target : FileManager.default.currentDirectoryPath + "/" + target
        let folder = (absolute as NSString).deletingLastPathComponent
        guard let resolved = realpath(folder, nil) else { return (absolute as NSString).standardizingPath }
        defer { free(resolved) }
        return (String(cString: resolved) as NSString).appendingPathComponent((absolute as NSString).lastPathComponent)
    }

    /// Whether `data` holds a URL with user info (`scheme://user:password@host`, or a token as
    /// the user name), which makes a file that holds it private to its owner.
    package static func holdsURLCredentials(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        var index = 0
        while index + 3 <= bytes.count {
            guard bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/") else {
                index += 1
                continue
            }
            var end = index + 3
            // The authority ends at the path, query or fragment, or at whatever ends a word.
            while end < bytes.count, !Self.authorityEnds.contains(bytes[end]) {
                if bytes[end] == UInt8(ascii: "@") { return true }
                end += 1
            }
            index = end
        }
        return false
    }

    /// Bytes that end a URL's authority part: `/ ? #`, quotes, angle brackets and white space.
    private static let authorityEnds: Set<UInt8> = Set("/?#\"'<> \t\r\n".utf8)

    /// Flushes a folder's entries (the rename just made) to disk; a failure only costs durability.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
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
}
