import Foundation

/// newsboat's source forms that run a program or read this machine's files.
enum LocalSourceForm {
    /// `exec:COMMAND`.
    case exec
    /// `filter:COMMAND:URL`.
    case filter
    /// `file:///path`.
    case file

    /// The form `lower` (a lowercased urls-file key) is written in, nil for any other.
    init?(_ lower: String) {
        if lower.hasPrefix("exec:") {
            self = .exec
        } else if lower.hasPrefix("filter:") {
            self = .filter
        } else if lower.hasPrefix("file:") {
            self = .file
        } else {
            return nil
        }
    }

    /// Why the form is refused outside the user's own urls file.
    var refusal: String {
        switch self {
        case .exec, .filter:
            return "\(self == .exec ? "exec:" : "filter:") sources run a command, so Byline reads them only from your own urls file; add the line there yourself"
        case .file:
            return "file: sources read a file on this machine, so Byline reads them only from your own urls file; add the line there yourself"
        }
    }
}

extension Source {
    /// An `exec:`, `filter:` or `file://` source from its urls-file text. The command's
    /// words are split as a POSIX shell quotes them (``ShellWords``) but nothing is
    /// expanded and no shell runs them.
    static func localSource(_ key: String, form: LocalSourceForm, title: String?, tags: [String]) throws(SourceKeyError) -> Source {
        let shown = SourceLineError.quote(key)
        if key.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\0" }) {
            throw SourceKeyError("\(shown) holds a line break or a NUL")
        }
        switch form {
        case .exec:
            let argv = try command(String(key.dropFirst("exec:".count)), form: "exec:COMMAND")
            return Source(kind: .exec(argv), key: key, title: title, tags: tags)
        case .filter:
            // newsboat's split: the command ends at the first ':' after "filter:", so the
            // URL keeps its own "://".
            let rest = key.dropFirst("filter:".count)
            guard let colon = rest.firstIndex(of: ":") else {
                throw SourceKeyError("a filter source is written filter:COMMAND:URL; \(shown) has no ':' before the URL")
            }
            let argv = try command(String(rest[..<colon]), form: "filter:COMMAND:URL")
            let address = String(rest[rest.index(after: colon)...])
            let feed: Source
            do throws(SourceKeyError) {
                feed = try Source(parsingKey: address)
            } catch {
                throw SourceKeyError("the URL of filter source \(shown): \(error.message)")
            }
            guard case .feed(let url) = feed.kind else {
                throw SourceKeyError("the URL of filter source \(shown) must be an http(s) URL")
            }
            return Source(kind: .filter(argv, url), key: key, title: title, tags: tags)
        case .file:
            guard key.lowercased().hasPrefix("file://"), let url = URL(string: key), url.isFileURL,
                  url.host.map({ $0.isEmpty || $0 == "localhost" }) ?? true, url.path.hasPrefix("/") else {
                throw SourceKeyError("a local feed is written file:///absolute/path; \(shown) is not one")
            }
            return Source(kind: .file(url), key: key, title: title, tags: tags)
        }
    }

    /// The words of a command, or why there are none.
    private static func command(_ text: String, form: String) throws(SourceKeyError) -> [String] {
        let words: [String]
        do throws(ShellWords.Failure) {
            words = try ShellWords.split(text)
        } catch {
            throw SourceKeyError("the command of \(form): \(error.message)")
        }
        guard let program = words.first, !program.isEmpty else {
            throw SourceKeyError("\(form) needs a command")
        }
        return words
    }
}
