import BylineCore
import BylineText
import Foundation

/// `byline import FILE`: an OPML or newsboat urls file merged into the urls file; with
/// `--from-newsboat [DIR]`, a newsboat user's urls, config and cache carried over.
enum ImportCommand {
    /// The declaration `byline import` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "import", summary: CommandHelpText.importSummary.text,
            arguments: [.optional("FILE|DIR", help: MaintenanceHelpText.importFileOrFolder.text, completion: .file)],
            options: Option.self,
            details: CommandHelpText.importDetails.text,
            examples: [
                .init(command: "byline import ~/.newsboat/urls", effect: CommandHelpText.importExample.text),
                .init(command: "byline import --from-newsboat", effect: MaintenanceHelpText.importExample2.text)
            ],
            run: run)
    }

    /// `byline import`'s options.
    enum Option: String, CommandOption {
        case fromNewsboat = "from-newsboat"

        var spec: OptionSpec { .flag(rawValue, help: MaintenanceHelpText.fromNewsboat.text) }
    }

    /// Merges the file's sources into the urls file, or runs the newsboat migration.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        if options.has(.fromNewsboat) { return NewsboatImportCommand.run(invocation) }
        guard let file = invocation.positionals.first else { throw .usage(MaintenanceHelpText.importNeedsFile.text) }
        let console = invocation.console
        let workspace = try invocation.workspace()
        do {
            let parsed = try ImportFile.load(path: file)
            parsed.errors.forEach { console.error(CommandOutputText.warning($0.description)) }
            let merge = try URLsFileWriter(path: workspace.paths.urls).add(parsed.sources)
            let added = merge.added.count
            console.line(
                (added == 1
                    ? CommandOutputText.imported1(workspace.paths.urls)
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
/// `--format newsboat-urls` as a urls file newsboat reads. A feed the urls file gives no
/// title is named by the title the cache learned from it; passwords and keys in addresses
/// are masked unless `--with-passwords` asks for them (the note on stderr says how many).
enum ExportCommand {
    /// The formats `--format` accepts.
    static let formats = ["opml", "newsboat-urls"]

    /// The declaration `byline export` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "export", summary: CommandHelpText.exportSummary.text,
            options: Option.self,
            details: CommandHelpText.exportDetails.text,
            examples: [
                .init(command: "byline export > subscriptions.opml", effect: CommandHelpText.exportExample.text),
                .init(command: "byline export --format newsboat-urls > urls", effect: MaintenanceHelpText.exportExample2.text)
            ],
            settings: .none,
            run: run)
    }

    /// `byline export`'s options.
    enum Option: String, CommandOption {
        case format, withPasswords = "with-passwords"

        var spec: OptionSpec {
            switch self {
            case .format: .value(rawValue, "FORMAT", help: MaintenanceHelpText.exportFormat.text, completion: .choices(formats))
            case .withPasswords: .flag(rawValue, help: UserFilesText.withPasswordsHelp.text)
            }
        }
    }

    /// Writes the OPML, or newsboat's urls file, to stdout.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let format = options.value(.format) ?? "opml"
        guard formats.contains(format) else { throw .usage(NewsboatText.exportFormat(SourceLineError.quote(format))) }
        let workspace = try invocation.workspace()
        workspace.sourceErrors.forEach { console.error(CommandOutputText.warning($0.description)) }
        var sources = named(workspace.isDemo ? [] : workspace.sources, workspace: workspace, console: console)
        if !options.has(.withPasswords) {
            let count = sources.filter { masked($0).address != $0.address }.count
            sources = sources.map(masked(_:))
            if count > 0 { console.error(count == 1 ? UserFilesText.exportMasked1.text : UserFilesText.exportMaskedN(count)) }
        }
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

    /// `sources`, each feed without a title in the urls file named by the title the cache
    /// learned from the feed (not the host name it stands in with). A cache that does not
    /// exist yet is not created for this.
    private static func named(_ sources: [Source], workspace: Workspace, console: Console) -> [Source] {
        guard sources.contains(where: { $0.title == nil }), FileManager.default.fileExists(atPath: workspace.paths.cache),
            let store = workspace.openStore(console: console, seedingDemo: false),
            let feeds = try? store.feeds()
        else { return sources }
        let titles = Dictionary(feeds.compactMap { feed in feed.title.map { (feed.key, $0) } }, uniquingKeysWith: { first, _ in first })
        return sources.map { source in
            guard source.title == nil, !source.isQuery, let title = titles[source.key], title != source.shortName else { return source }
            var named = source
            named.title = title
            return named
        }
    }

    /// `source` with the password and key-like values of its address masked (``URLRedaction``);
    /// query feeds and commands are written as they are (they hold no address to mask).
    private static func masked(_ source: Source) -> Source {
        switch source.kind {
        case .query, .exec: return source
        default: break
        }
        var masked = source
        masked.key = URLRedaction.redacted(source.key)
        masked.address = URLRedaction.redacted(source.address)
        return masked
    }
}
