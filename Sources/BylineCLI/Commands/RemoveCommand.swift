import BylineCore
import BylineText
import Foundation

/// `byline remove SOURCE`: unsubscribes, and forgets the source's articles.
enum RemoveCommand {
    /// The declaration `byline remove` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "remove", summary: CommandHelpText.removeSummary.text,
            arguments: [.required("SOURCE", help: OptionHelpText.removeSource.text, completion: .sources)],
            options: Option.self,
            details: CommandHelpText.removeDetails.text,
            examples: [
                .init(command: "byline remove https://blog.example.org/feed", effect: CommandHelpText.removeExampleURL.text),
                .init(command: "byline remove 'Example Blog' --keep-articles", effect: CommandHelpText.removeExampleTitle.text)
            ],
            settings: .none,
            run: run)
    }

    /// `byline remove`'s options.
    enum Option: String, CommandOption {
        case keepArticles = "keep-articles"

        var spec: OptionSpec { .flag(rawValue, help: OptionHelpText.removeKeepArticles.text) }
    }

    /// Removes the source from the urls file, then its articles from the cache, as one
    /// recoverable operation (``Unsubscription``); a source the urls file no longer lists
    /// but the cache still holds (an earlier remove was interrupted) has its removal finished.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let name = invocation.positionals[0]
        let workspace = try invocation.workspace()
        let listed = workspace.isDemo ? [] : workspace.sources
        let urls = URLsFileWriter(path: workspace.paths.urls)
        if options.has(.keepArticles) {
            return keepingArticles(name, listed: listed, urls: urls, console: console)
        }
        // The demo has nothing to remove: it is not stored for a remove.
        guard let store = workspace.openStore(console: console, seedingDemo: false) else { return ExitStatus.failure }
        let cached = (try? store.feeds()) ?? []
        let unsubscription = Unsubscription(urls: urls, store: store)
        let outcome: Unsubscription.Outcome
        do throws(SourceMatch.Failure) {
            let key = try SourceMatch.find(name, in: listed, cachedTitles: cached).key
            do {
                outcome = try unsubscription.remove(key)
            } catch {
                console.error(error.message)
                return ExitStatus.failure
            }
        } catch {
            guard case .none = error, let key = try? SourceMatch.leftover(name, in: cached, listed: listed) else {
                console.error(error.message)
                return ExitStatus.failure
            }
            console.line(UserFilesText.finishingRemoval(TextSanitizer.singleLine(URLRedaction.redacted(key)), urls.path))
            outcome = unsubscription.finish(key)
        }
        return report(outcome, urlsFile: urls.path, console: console)
    }

    private static func report(_ outcome: Unsubscription.Outcome, urlsFile: String, console: Console) -> Int32 {
        switch outcome {
        case .removed(let lines, let removal):
            printRemoved(lines, urlsFile: urlsFile, console: console)
            printDeleted(removal, console: console)
            return ExitStatus.success
        case .finished(let removal):
            printDeleted(removal, console: console)
            return ExitStatus.success
        case .articlesPending(let lines, let reason):
            printRemoved(lines, urlsFile: urlsFile, console: console)
            console.error(UserFilesText.articlesPending(reason))
            return ExitStatus.failure
        case .refused(let reason):
            console.error(UserFilesText.removalRefused(reason))
            return ExitStatus.failure
        }
    }

    /// `--keep-articles`: only the line goes; the cache is not opened.
    private static func keepingArticles(_ name: String, listed: [Source], urls: URLsFileWriter, console: Console) -> Int32 {
        do {
            let key = try SourceMatch.find(name, in: listed, cachedTitles: []).key
            switch try urls.remove(key) {
            case .removed(let removal):
                printRemoved(removal.removed, urlsFile: urls.path, console: console)
                console.line(CommandLineText.articlesStay.text)
                return ExitStatus.success
            case .notListed, .stopped:
                console.error(UserFilesText.lineGoneMeanwhile(urls.path, TextSanitizer.singleLine(URLRedaction.redacted(key))))
                return ExitStatus.failure
            }
        } catch let error as SourceMatch.Failure {
            console.error(error.message)
        } catch {
            console.error(error.localizedDescription)
        }
        return ExitStatus.failure
    }

    private static func printRemoved(_ lines: [URLsFileRemoval.RemovedLine], urlsFile: String, console: Console) {
        let file = (urlsFile as NSString).lastPathComponent
        for line in lines {
            console.line(CommandLineText.removedLine(file, line.number, TextSanitizer.singleLine(URLRedaction.redacted(line.text))))
        }
    }

    private static func printDeleted(_ result: SourceRemoval, console: Console) {
        console.line(
            (result.deleted == 1 ? CommandLineText.deletedArticle.text : CommandLineText.deletedArticles(result.deleted))
                + (result.keptStarred > 0 ? CommandLineText.keptStarred(result.keptStarred) : ""))
    }
}
