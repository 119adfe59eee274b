import Foundation

extension URLsFile {
    /// The sources in the urls file at `path`; a file that does not exist lists none.
    /// Messages name the file by its last path component (`urls:7: …`). Only the user's own
    /// urls file is loaded `allowingCommands` (its `exec:`, `filter:` and `file://` lines).
    public static func load(path: String, allowingCommands: Bool = false) throws(LocalFileError) -> ParsedSources {
        guard let data = try LocalFile.readIfPresent(path) else { return ParsedSources() }
        return parse(data, fileName: (path as NSString).lastPathComponent, allowingCommands: allowingCommands)
    }
}
