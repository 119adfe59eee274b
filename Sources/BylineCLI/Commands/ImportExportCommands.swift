import BylineCore
import Foundation

/// `byline import FILE`: an OPML or newsboat urls file merged into the urls file.
enum ImportCommand {
    /// The declaration `byline import` is parsed, explained and completed from.
    static let spec = CommandSpec(
        name: "import", summary: "add the feeds of an OPML or newsboat urls file to your urls file",
        arguments: [.required("FILE", help: "an OPML 1.0/2.0 file or a newsboat urls file", completion: .file)],
        details: "Adds the sources of an OPML file or a newsboat urls file to your urls file, without duplicates.",
        examples: [.init(command: "byline import ~/.newsboat/urls", effect: "brings newsboat's feeds, tags and titles across")],
        run: run)

    /// Merges the file's sources into the urls file.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let file = invocation.positionals[0]
        let workspace = try invocation.workspace()
        do {
            let parsed = try ImportFile.load(path: file)
            parsed.errors.forEach { console.error("warning: \($0.description)") }
            let merge = try URLsFile.importSources(parsed.sources, intoFileAt: workspace.paths.urls)
            console.line("imported \(merge.added.count) new source\(merge.added.count == 1 ? "" : "s") into \(workspace.paths.urls)"
                + (merge.alreadyListed.isEmpty ? "" : " (\(merge.alreadyListed.count) already listed)"))
            return ExitStatus.success
        } catch {
            console.error(error.localizedDescription)
            return ExitStatus.failure
        }
    }
}

/// `byline export`: the urls file's sources as OPML 2.0 on stdout.
enum ExportCommand {
    /// The declaration `byline export` is parsed, explained and completed from.
    static let spec = CommandSpec(
        name: "export", summary: "print your sources as OPML 2.0",
        details: """
            Prints your sources as OPML 2.0, with tags as categories. Query feeds are left out \
            (OPML has none); they stay in your urls file.
            """,
        examples: [.init(command: "byline export > subscriptions.opml", effect: "saves the sources for another reader")],
        run: run)

    /// Writes the OPML to stdout.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let workspace = try invocation.workspace()
        workspace.sourceErrors.forEach { console.error("warning: \($0.description)") }
        let sources = workspace.isDemo ? [] : workspace.sources
        // OPML has no query feeds; other readers would take the text for a feed URL.
        let queries = sources.filter(\.isQuery).count
        if queries > 0 {
            console.error("note: \(queries) query feed\(queries == 1 ? " is" : "s are") not in the OPML (it has no query feeds); "
                + "they stay in your urls file")
        }
        console.write(OPML.export(sources))
        return ExitStatus.success
    }
}
