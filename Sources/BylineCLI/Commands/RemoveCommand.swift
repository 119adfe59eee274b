import BylineCore
import Foundation

/// `byline remove SOURCE`: unsubscribes, and forgets the source's articles.
enum RemoveCommand {
    /// The declaration `byline remove` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "remove", summary: CommandHelpText.removeSummary.text,
            arguments: [.required("SOURCE", help: OptionHelpText.removeSource.text, completion: .sources)],
            options: [.flag("keep-articles", help: OptionHelpText.removeKeepArticles.text)],
            details: CommandHelpText.removeDetails.text,
            examples: [
                .init(command: "byline remove https://blog.example.org/feed", effect: CommandHelpText.removeExampleURL.text),
                .init(command: "byline remove 'Example Blog' --keep-articles", effect: CommandHelpText.removeExampleTitle.text),
            ],
            settings: .none,
            run: run)
    }

    /// Removes the source from the urls file, then its articles from the cache.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let name = invocation.positionals[0]
        let workspace = try invocation.workspace()
        // An empty urls file means the demo, which has nothing to remove; opening the cache then
        // would only store the demo articles.
        let store = invocation.arguments.has("keep-articles") || workspace.isDemo ? nil : workspace.openStore(console: console)
        let source: Source
        do throws(SourceMatch.Failure) {
            source = try SourceMatch.find(name, in: workspace.isDemo ? [] : workspace.sources,
                                          cachedTitles: (try? store?.feeds()) ?? [])
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        let removal: URLsFileRemoval
        do {
            removal = try URLsFile.removeSource(source.key, fromFileAt: workspace.paths.urls)
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        let file = (workspace.paths.urls as NSString).lastPathComponent
        for line in removal.removed {
            console.line(CommandLineText.removedLine(file, line.number, TextSanitizer.singleLine(URLRedaction.redacted(line.text))))
        }
        guard let store else {
            console.line(CommandLineText.articlesStay.text)
            return ExitStatus.success
        }
        do {
            let result = try store.removeArticles(ofSource: source.key, keepStarred: true)
            console.line((result.deleted == 1 ? CommandLineText.deletedArticle.text : CommandLineText.deletedArticles(result.deleted))
                + (result.keptStarred > 0 ? CommandLineText.keptStarred(result.keptStarred) : ""))
            return ExitStatus.success
        } catch {
            console.error(CommandLineText.articlesNotDeleted(error.message))
            return ExitStatus.failure
        }
    }
}
