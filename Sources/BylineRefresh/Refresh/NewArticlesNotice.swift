import BylineCore
import BylineText
import Foundation

/// What `notify-program` hears after a refresh that brought new articles.
///
/// Its argv is the command's own words, then the number of new articles, then one argument
/// per new article's title (newest first, at most ``maximumTitles``, each cleaned to one line
/// and cut at ``maximumTitleLength`` characters): `notify.sh 3 "Title C" "Title B" "Title A"`.
/// newsboat passes one message string instead; a script that wants one writes
/// `"$1 new: $2"` itself. No shell reads any of it.
public struct NewArticlesNotice: Sendable, Hashable {
    /// How many articles the refresh stored that the cache did not have.
    public var count: Int
    /// Their titles, newest first, cleaned (at most ``maximumTitles``).
    public var titles: [String]

    /// The most titles passed; the count still says how many there were.
    public static let maximumTitles = 50
    /// The longest title passed, in characters.
    public static let maximumTitleLength = 200

    /// A notice from its parts (titles cleaned and bounded).
    public init(count: Int, titles: [String]) {
        self.count = count
        self.titles = titles.prefix(Self.maximumTitles).map { title in
            let line = TextSanitizer.singleLine(title)
            return line.count > Self.maximumTitleLength ? String(line.prefix(Self.maximumTitleLength)) + "…" : line
        }
    }

    /// The notice for a refresh whose `results` came back, with the titles of what the cache
    /// stored after `previousHighestID`; nil when nothing was new.
    public static func after(
        _ results: [SourceRefreshResult], previousHighestID: Int64,
        in store: ArticleStore
    ) throws(StoreError) -> NewArticlesNotice? {
        var count = 0
        var keys: [String] = []
        for result in results {
            guard case .updated(let new, _) = result.outcome, new > 0 else { continue }
            count += new
            keys.append(result.source.key)
        }
        guard count > 0 else { return nil }
        let titles = try store.titlesOfArticles(after: previousHighestID, sourceKeys: keys, limit: maximumTitles)
        return NewArticlesNotice(count: count, titles: titles)
    }

    /// The program's argv: `command`'s words, the count, the titles.
    public func arguments(command: [String]) -> [String] {
        command + [String(count)] + titles
    }

    /// Runs `command` (a `notify-program` line) with this notice, in the background of the
    /// caller's task, within `timeout` seconds; its output is dropped. The error, if any,
    /// names the program and the first line of its stderr.
    public func notify(
        _ command: String, timeout: TimeInterval,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws(ChildProcessError) {
        let words: [String]
        do throws(ShellWords.Failure) {
            words = try ShellWords.split(command)
        } catch {
            throw .cannotStart(program: "notify-program", reason: error.message)
        }
        let child = ChildProcess(
            argv: arguments(command: words), standardOutput: .discard, timeout: timeout,
            environment: PlumbingContext(title: titles.first, newCount: count).environment(from: environment))
        let result = try await child.start()
        guard result.status == 0 else {
            throw .failed(program: child.programName, status: result.status, message: result.firstErrorLine())
        }
    }
}
