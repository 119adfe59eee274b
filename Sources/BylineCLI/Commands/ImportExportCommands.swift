import BylineCore
import Foundation

/// `byline import FILE`: an OPML or newsboat urls file merged into the urls file.
enum ImportCommand {
    /// The declaration `byline import` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "import", summary: CommandHelpText.importSummary.text,
            arguments: [.required("FILE", help: OptionHelpText.importFile.text, completion: .file)],
            details: CommandHelpText.importDetails.text,
            examples: [.init(command: "byline import ~/.newsboat/urls", effect: CommandHelpText.importExample.text)],
            run: run)
    }

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
    static var spec: CommandSpec {
        CommandSpec(
            name: "export", summary: CommandHelpText.exportSummary.text,
            details: CommandHelpText.exportDetails.text,
            examples: [.init(command: "byline export > subscriptions.opml", effect: CommandHelpText.exportExample.text)],
            run: run)
    }

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
