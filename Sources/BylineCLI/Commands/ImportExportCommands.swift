import BylineCore
import Foundation

/// `byline import FILE`: an OPML or newsboat urls file merged into the urls file; with
/// `--from-newsboat [DIR]`, a newsboat user's urls, config and cache carried over.
enum ImportCommand {
    /// The declaration `byline import` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "import", summary: CommandHelpText.importSummary.text,
            arguments: [.optional("FILE|DIR", help: MaintenanceHelpText.importFileOrFolder.text, completion: .file)],
            options: [.flag("from-newsboat", help: MaintenanceHelpText.fromNewsboat.text)],
            details: CommandHelpText.importDetails.text,
            examples: [.init(command: "byline import ~/.newsboat/urls", effect: CommandHelpText.importExample.text),
                       .init(command: "byline import --from-newsboat", effect: MaintenanceHelpText.importExample2.text)],
            run: run)
    }

    /// Merges the file's sources into the urls file, or runs the newsboat migration.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        if invocation.arguments.has("from-newsboat") { return NewsboatImportCommand.run(invocation) }
        guard let file = invocation.positionals.first else { throw .usage(MaintenanceHelpText.importNeedsFile.text) }
        let console = invocation.console
        let workspace = try invocation.workspace()
        do {
            let parsed = try ImportFile.load(path: file)
            parsed.errors.forEach { console.error(CommandOutputText.warning($0.description)) }
            let merge = try URLsFileWriter(path: workspace.paths.urls).add(parsed.sources)
            let added = merge.added.count
            console.line((added == 1 ? CommandOutputText.imported1(workspace.paths.urls)
                                     : CommandOutputText.importedN(added, workspace.paths.urls))
                + (merge.alreadyListed.isEmpty ? "" : CommandOutputText.alreadyListedCount(merge.alreadyListed.count)))
            return ExitStatus.success
        } catch {
            console.error(error.localizedDescription)
            return ExitStatus.failure
        }
    }
}

/// `byline export`: the urls file's sources as OPML 2.0 on stdout, or with
/// `--format newsboat-urls` as a urls file newsboat reads.
enum ExportCommand {
    /// The formats `--format` accepts.
    static let formats = ["opml", "newsboat-urls"]

    /// The declaration `byline export` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "export", summary: CommandHelpText.exportSummary.text,
            options: [.value("format", "FORMAT", help: MaintenanceHelpText.exportFormat.text, completion: .choices(formats))],
            details: CommandHelpText.exportDetails.text,
            examples: [.init(command: "byline export > subscriptions.opml", effect: CommandHelpText.exportExample.text),
                       .init(command: "byline export --format newsboat-urls > urls", effect: MaintenanceHelpText.exportExample2.text)],
            run: run)
    }

    /// Writes the OPML, or newsboat's urls file, to stdout.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let format = invocation.arguments.value("format") ?? "opml"
        guard formats.contains(format) else { throw .usage(NewsboatText.exportFormat(SourceLineError.quote(format))) }
        let workspace = try invocation.workspace()
        workspace.sourceErrors.forEach { console.error(CommandOutputText.warning($0.description)) }
        let sources = workspace.isDemo ? [] : workspace.sources
        if format == "newsboat-urls" {
            let exported = NewsboatURLs.export(sources)
            if !exported.leftOut.isEmpty {
                console.error(NewsboatText.exportLeftOut(exported.leftOut.map { SourceLineError.quote($0.key) }.joined(separator: ", ")))
            }
            console.write(exported.text)
            return ExitStatus.success
        }
        // OPML has no query feeds; other readers would take the text for a feed URL.
        let queries = sources.filter(\.isQuery).count
        if queries > 0 {
            console.error(queries == 1 ? CommandOutputText.queryFeedNotInOPML.text : CommandOutputText.queryFeedsNotInOPML(queries))
        }
        console.write(OPML.export(sources))
        return ExitStatus.success
    }
}
