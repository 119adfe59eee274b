import BylineCore
import Foundation

/// `byline import FILE`: an OPML or newsboat urls file merged into the urls file; with
/// `--from-newsboat [DIR]`, a newsboat user's urls, config and cache (``NewsboatImportCommand``).
enum ImportCommand {
    /// The options of `import`.
    static let specs: [OptionSpec] = [.flag("from-newsboat")]

    static func run(_ words: [String], context: CommandContext) async -> Int32 {
        let console = context.console
        let arguments: ParsedArguments
        switch context.scan(words, command: "import", specs: specs) {
        case .exit(let status): return status
        case .run(let parsed): arguments = parsed
        }
        if arguments.has("from-newsboat") { return NewsboatImportCommand.run(arguments, context: context) }
        guard arguments.positionals.count == 1, let file = arguments.positionals.first else {
            console.usage(UsageError("import needs one file (OPML or a newsboat urls file)"), usage: HelpText.usage["import"] ?? "")
            return ExitStatus.usage
        }
        guard let workspace = Workspace.load(arguments, context: context) else { return ExitStatus.failure }
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

/// `byline export`: the urls file's sources as OPML 2.0 on stdout, or with
/// `--format newsboat-urls` as a urls file newsboat reads.
enum ExportCommand {
    /// The options of `export`.
    static let specs: [OptionSpec] = [.value("format")]

    static func run(_ words: [String], context: CommandContext) async -> Int32 {
        let console = context.console
        let arguments: ParsedArguments
        switch context.scan(words, command: "export", specs: specs) {
        case .exit(let status): return status
        case .run(let parsed): arguments = parsed
        }
        let format = arguments.value("format") ?? "opml"
        guard arguments.positionals.isEmpty, ["opml", "newsboat-urls"].contains(format) else {
            let problem = arguments.positionals.isEmpty
                ? NewsboatText.exportFormat(SourceLineError.quote(format)) : "export takes no arguments"
            console.usage(UsageError(problem), usage: HelpText.usage["export"] ?? "")
            return ExitStatus.usage
        }
        guard let workspace = Workspace.load(arguments, context: context) else { return ExitStatus.failure }
        workspace.sourceErrors.forEach { console.error("warning: \($0.description)") }
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
            console.error("note: \(queries) query feed\(queries == 1 ? " is" : "s are") not in the OPML (it has no query feeds); "
                + "they stay in your urls file")
        }
        console.write(OPML.export(sources))
        return ExitStatus.success
    }
}
