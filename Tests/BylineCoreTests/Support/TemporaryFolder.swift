import Foundation

/// A fresh folder under the system temporary folder, removed by ``remove()``.
struct TemporaryFolder {
    /// The folder's absolute path.
    let path: String

    /// Creates the folder.
    init() throws {
        var template = Array((NSTemporaryDirectory() + "/byline-config-tests.XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else { throw CocoaError(.fileWriteUnknown) }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A path inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Deletes the folder and everything in it.
    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// The permission bits of a file or folder.
    static func mode(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o777
    }
}
