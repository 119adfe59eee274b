import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What `stat` says of a file, enough to tell that it was written since the last look: its
/// change time (which a rename over it, as editors and Byline's own writers do, also
/// moves), size, inode and device. Two looks at an unchanged file are equal.
struct FileStamp: Equatable {
    private let changed: timespec
    private let modified: timespec
    private let size: Int64
    private let inode: UInt64
    private let device: UInt64

    /// The stamp of the file at `path`, following symlinks; nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        changed = info.st_ctim
        modified = info.st_mtim
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        device = UInt64(info.st_dev)
    }

    static func == (left: FileStamp, right: FileStamp) -> Bool {
        left.changed.tv_sec == right.changed.tv_sec && left.changed.tv_nsec == right.changed.tv_nsec
            && left.modified.tv_sec == right.modified.tv_sec && left.modified.tv_nsec == right.modified.tv_nsec
            && left.size == right.size && left.inode == right.inode && left.device == right.device
    }
}
