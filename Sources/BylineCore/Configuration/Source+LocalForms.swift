import BylineText
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
            return SourceFormText.commandRefused(self == .exec ? "exec:" : "filter:")
        case .file:
            return SourceFormText.fileRefused.text
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
            throw SourceKeyError(SourceFormText.holdsLineBreak(shown))
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
                throw SourceKeyError(SourceFormText.filterNoColon(shown))
            }
            let argv = try command(String(rest[..<colon]), form: "filter:COMMAND:URL")
            let address = String(rest[rest.index(after: colon)...])
            let feed: Source
            do throws(SourceKeyError) {
                feed = try Source(parsingKey: address)
            } catch {
                throw SourceKeyError(SourceFormText.filterURL(shown, error.message))
            }
            guard case .feed(let url) = feed.kind else {
                throw SourceKeyError(SourceFormText.filterNotHTTP(shown))
            }
            return Source(kind: .filter(argv, url), key: key, title: title, tags: tags)
        case .file:
            guard key.lowercased().hasPrefix("file://"), let url = URL(string: key), url.isFileURL,
                url.host.map({ $0.isEmpty || $0 == "localhost" }) ?? true, url.path.hasPrefix("/")
            else {
                throw SourceKeyError(SourceFormText.fileForm(shown))
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
            throw SourceKeyError(SourceFormText.commandOf(form, error.message))
        }
        guard let program = words.first, !program.isEmpty else {
            throw SourceKeyError(SourceFormText.needsCommand(form))
        }
        return words
    }
}
