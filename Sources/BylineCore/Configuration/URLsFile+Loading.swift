import Foundation

extension URLsFile {
    /// The sources in the urls file at `path`; a file that does not exist lists none.
    /// Messages name the file by its last path component (`urls:7: …`). Only the user's own
    /// urls file is loaded `allowingCommands` (its `exec:`, `filter:` and `file://` lines).
    public static func load(path: String, allowingCommands: Bool = false) throws(LocalFileError) -> ParsedSources {
        guard let data = try LocalFile.readIfPresent(path) else { return ParsedSources() }
        return parse(data, fileName: (path as NSString).lastPathComponent, allowingCommands: allowingCommands)
    }

    /// Adds `sources` the urls file at `path` does not list yet (see ``merge(_:into:)``),
    /// creating the file and its folder privately when missing; the file is replaced
    /// atomically with mode 0600, and left untouched when nothing is new.
    public static func importSources(_ sources: [Source], intoFileAt path: String) throws(LocalFileError) -> URLsFileMerge {
        try LocalFile.withExclusiveLock(forFileAt: path) { () throws(LocalFileError) -> URLsFileMerge in
            let existing = try LocalFile.readIfPresent(path).map(TextLines.decode) ?? ""
            let merged = merge(sources, into: existing)
            if !merged.added.isEmpty {
                try LocalFile.writePrivately(Data(merged.text.utf8), to: path)
            }
            return merged
        }
    }
}
