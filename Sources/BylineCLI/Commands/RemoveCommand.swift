import BylineCore
import Foundation

/// `byline remove SOURCE`: unsubscribes, and forgets the source's articles.
enum RemoveCommand {
    /// The declaration `byline remove` is parsed, explained and completed from.
    static let spec = CommandSpec(
        name: "remove", summary: "unsubscribe from a source and delete its articles",
        arguments: [.required("SOURCE", help: "the source's URL as the urls file lists it, or its title", completion: .sources)],
        options: [.flag("keep-articles", help: "leave the source's articles in the cache")],
        details: """
            Removes the source's line from your urls file (every other line stays byte for byte) \
            and deletes its articles from the cache, except the starred ones, which stay until \
            unstarred. SOURCE is the URL (compared as the urls file compares duplicates) or the \
            title, the one in the urls file or the feed's own, ignoring case. Nothing is asked; \
            the removed line is printed, so 'byline add' can bring it back.
            """,
        examples: [
            .init(command: "byline remove https://blog.example.org/feed", effect: "unsubscribes and deletes the unstarred articles"),
            .init(command: "byline remove 'Example Blog' --keep-articles", effect: "unsubscribes by title, keeping every article"),
        ],
        run: run)

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
            console.line("removed \(file):\(line.number): \(TextSanitizer.singleLine(URLRedaction.redacted(line.text)))")
        }
        guard let store else {
            console.line("its articles stay in the cache")
            return ExitStatus.success
        }
        do {
            let result = try store.removeArticles(ofSource: source.key, keepStarred: true)
            console.line("deleted \(result.deleted) article\(result.deleted == 1 ? "" : "s") from the cache"
                + (result.keptStarred > 0 ? "; kept \(result.keptStarred) starred" : ""))
            return ExitStatus.success
        } catch {
            console.error("the source is out of the urls file, but its articles could not be deleted: \(error.message)")
            return ExitStatus.failure
        }
    }
}
