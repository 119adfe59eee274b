import BylineText
import Foundation

/// One article kept outside the cache (newsboat's `save`): its text as Markdown or plain
/// text with a front matter of title, link, author, date, source and tags, and a file
/// name made from its title that is one safe name on any file system.
public struct SavedArticle: Sendable {
    /// What the file holds.
    public enum Format: String, Sendable, CaseIterable {
        /// YAML front matter, then a `#` title and the text.
        case markdown
        /// `Key: value` lines, a blank line, then the text.
        case text

        /// The file name's extension.
        var fileExtension: String { self == .markdown ? "md" : "txt" }
    }

    /// The article.
    public var article: Article
    /// Its source's tags.
    public var tags: [String]
    /// The format.
    public var format: Format

    /// An article to save.
    public init(article: Article, tags: [String], format: Format) {
        self.article = article
        self.tags = tags
        self.format = format
    }

    /// The longest file name made, in UTF-8 bytes (most file systems allow 255).
    static let maximumNameBytes = 200

    /// `2026-12-05-title-words.md`: the date (published, else none), then the title with
    /// every `/`, control character and leading dot taken out, cut at a character boundary
    /// to fit ``maximumNameBytes``. Korean, Japanese and emoji are kept as they are.
    public var fileName: String {
        var stem = ""
        if let published = article.published {
            stem = ISO8601DateFormatter.string(from: published, timeZone: .current, formatOptions: [.withFullDate]) + "-"
        }
        let title = TextSanitizer.singleLine(article.title).unicodeScalars.map { scalar -> String in
            switch scalar {
            case "/", "\\", ":", "*", "?", "\"", "<", ">", "|": "-"
            default: scalar.properties.isWhitespace ? "-" : String(scalar)
            }
        }.joined()
        let collapsed = title.split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        stem += collapsed.isEmpty ? "article-\(article.id)" : collapsed
        while stem.hasPrefix(".") || stem.hasPrefix("-") { stem.removeFirst() }
        let suffix = "." + format.fileExtension
        while stem.utf8.count + suffix.utf8.count > Self.maximumNameBytes { stem.removeLast() }
        return (stem.isEmpty ? "article-\(article.id)" : stem) + suffix
    }

    /// The file's text.
    public var text: String {
        // The body as the reader lays it out at 72 columns, with its numbered links after it.
        let document = ArticleDocument(article: article, timeZone: .current)
        var bodyLines = document.body.layout(width: 72).map(\.plainText)
        if !document.links.isEmpty {
            bodyLines.append("")
            bodyLines += document.links.enumerated().map { "[\($0.offset + 1)] " + TextSanitizer.singleLine($0.element.absoluteString) }
        }
        let body = bodyLines.joined(separator: "\n")
        let date = article.published.map { ISO8601DateFormatter().string(from: $0) }
        let fields: [(String, String?)] = [
            ("title", article.title), ("link", article.url?.absoluteString), ("author", article.author),
            ("date", date), ("source", article.sourceName), ("tags", tags.isEmpty ? nil : tags.joined(separator: ", "))
        ]
        switch format {
        case .markdown:
            var lines = ["---"]
            for (key, value) in fields {
                guard let value else { continue }
                lines.append(
                    key == "tags" ? "tags: [" + tags.map(Self.yamlQuoted).joined(separator: ", ") + "]" : "\(key): \(Self.yamlQuoted(value))")
            }
            lines += ["---", "", "# " + TextSanitizer.singleLine(article.title), "", body]
            return lines.joined(separator: "\n") + (body.hasSuffix("\n") ? "" : "\n")
        case .text:
            var lines: [String] = []
            for (key, value) in fields {
                guard let value else { continue }
                lines.append(key.prefix(1).uppercased() + key.dropFirst() + ": " + TextSanitizer.singleLine(value))
            }
            lines += ["", body]
            return lines.joined(separator: "\n") + (body.hasSuffix("\n") ? "" : "\n")
        }
    }

    /// `text` as one double-quoted YAML scalar, on one line.
    static func yamlQuoted(_ text: String) -> String {
        let line = TextSanitizer.singleLine(text)
        return "\"" + line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Why a file was not written.
    public enum Failure: Error, Sendable, Equatable {
        /// A file of that name is there already (and overwriting was not asked for).
        case exists(String)
        /// The system refused, in its words.
        case system(String, String)
    }

    /// Writes the file into `folder` and returns its path. The text goes to a temporary
    /// file beside it first, which is then linked to its name: `link` fails when the name is
    /// taken, so a file already there is never overwritten (unless `overwriting`, which
    /// renames over it), and two processes saving at once never mix their bytes.
    public func write(into folder: String, overwriting: Bool = false) throws(Failure) -> String {
        let path = (folder as NSString).appendingPathComponent(fileName)
        let temporary = (folder as NSString).appendingPathComponent(".byline-save-\(getpid())-\(UUID().uuidString)")
        let data = Data(text.utf8)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .system(folder, String(cString: strerror(errno))) }
        let written = data.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, data.count) }
        let synced = fsync(descriptor)
        close(descriptor)
        defer { unlink(temporary) }
        guard written == data.count, synced == 0 else { throw .system(temporary, String(cString: strerror(errno))) }
        if overwriting {
            guard rename(temporary, path) == 0 else { throw .system(path, String(cString: strerror(errno))) }
            return path
        }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { throw .exists(path) }
            throw .system(path, String(cString: strerror(errno)))
        }
        return path
    }
}
