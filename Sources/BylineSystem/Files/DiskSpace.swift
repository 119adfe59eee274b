import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Free space on the file system holding a folder, as an unprivileged user may use it.
public enum DiskSpace {
    /// Bytes available to this user at `path` (or its nearest existing parent); nil when it cannot be told.
    public static func available(at path: String) -> Int64? {
        var folder = path
        while !FileManager.default.fileExists(atPath: folder), folder != "/" {
            folder = (folder as NSString).deletingLastPathComponent
            if folder.isEmpty { folder = "/" }
        }
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else { return nil }
        return Int64(info.f_bavail) * Int64(info.f_frsize)
    }
}
