import BylineText
import Foundation

/// A file given to `byline import`: an OPML document or a newsboat urls file, told apart
/// by its content, not its name.
public enum ImportFile {
    /// The formats `byline import` reads.
    public enum Format: Sendable, Equatable {
        /// An OPML 1.0 or 2.0 document (anything that starts like XML).
        case opml
        /// A newsboat-style urls file.
        case urlsFile
    }

    /// The format of `data`: XML (after an optional byte order mark and white space, the
    /// first character is `<`, or the text is UTF-16) is OPML; anything else is a urls file,
    /// whose lines never start with `<`.
    public static func detect(_ data: Data) -> Format {
        let bytes = data.prefix(4096)
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return .opml }
        var rest = bytes[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        let first = rest.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        return first == UInt8(ascii: "<") ? .opml : .urlsFile
    }

    /// The sources in `data`, read in the detected format. Only an OPML document can fail
    /// as a whole; a urls file reports its bad lines and keeps the rest.
    public static func parse(_ data: Data, fileName: String) throws(SourceLineError) -> ParsedSources {
        switch detect(data) {
        case .opml: try OPML.parse(data, fileName: fileName)
        case .urlsFile: URLsFile.parse(data, fileName: fileName)
        }
    }

    /// The sources in the file at `path` (messages name it by its last path component).
    /// Throws ``LocalFileError`` when it cannot be read, ``SourceLineError`` when it is
    /// an OPML document that cannot be used.
    public static func load(path: String) throws -> ParsedSources {
        let data = try LocalFile.read(path)
        return try parse(data, fileName: (path as NSString).lastPathComponent)
    }
}
