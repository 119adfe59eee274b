import BylineCore
import BylineText
import Foundation

/// `byline save [--starred] [--filter EXPR] [--format markdown|text] [--force] [ID…] DIR`:
/// keeps articles as files (``SavedArticle``).
enum SaveCommand {
    /// The declaration `byline save` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "save", summary: SaveText.summary.text,
            arguments: [.many("ID… DIR", help: SaveText.argumentsHelp.text, completion: .directory)],
            options: Option.self,
            details: SaveText.details.text,
            examples: [
                .init(command: "byline save 12 40 ~/notes", effect: SaveText.example1.text),
                .init(command: "byline save --starred --format text ~/notes", effect: SaveText.example2.text)
            ],
            settings: .listing,
            run: run)
    }

    /// `byline save`'s options.
    enum Option: String, CommandOption {
        case starred, filter, format, force

        var spec: OptionSpec {
            switch self {
            case .starred: .flag(rawValue, help: SaveText.starredHelp.text)
            case .filter: .value(rawValue, "EXPR", help: SaveText.filterHelp.text)
            case .format:
                .value(
                    rawValue, "FORMAT", help: SaveText.formatHelp.text,
                    completion: .choices(SavedArticle.Format.allCases.map(\.rawValue)))
            case .force: .flag(rawValue, help: SaveText.forceHelp.text)
            }
        }
    }

    /// Saves the chosen articles; 1 when any was skipped or failed.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        var words = invocation.positionals
        guard let folder = words.popLast() else { throw .usage(SaveText.needsFolder.text) }
        var format: SavedArticle.Format?
        let filter: FilterExpression?
        let ids: [Int64]
        do {
            format =
                try options.value(.format).map { text throws(UsageError) in
                    guard let format = SavedArticle.Format(rawValue: text.lowercased()) else {
                        throw UsageError("--format: \(SaveText.formatHelp.text)")
                    }
                    return format
                }
            filter = try options.value(.filter).map { text throws(UsageError) in
                do throws(FilterError) {
                    return try FilterExpression.parse(text)
                } catch {
                    throw UsageError("--filter: \(error.description)")
                }
            }
            ids = words.isEmpty ? [] : try ArticleID.many(words, command: "save")
        } catch {
            throw .usage(error)
        }
        guard !ids.isEmpty || filter != nil || options.has(.starred) else { throw .usage(SaveText.nothingChosen.text) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            console.error(SaveText.notAFolder(SourceLineError.quote(folder)))
            return ExitStatus.failure
        }
        let (workspace, store) = try invocation.store()
        let chosenFormat = format ?? workspace.configuration.saveFormat
        let tags = Dictionary(workspace.sources.map { ($0.key, $0.tags) }, uniquingKeysWith: { first, _ in first })
        var saved = 0
        var skipped = 0
        do {
            var chosen = ids
            if filter != nil || options.has(.starred) {
                let query = ArticleQuery(starredOnly: options.has(.starred), filter: filter)
                chosen += try store.summaries(query, offset: 0, limit: Int.max).map(\.id)
            }
            for id in chosen {
                guard let article = try store.article(id: id) else {
                    console.error(SaveText.noArticle(id))
                    skipped += 1
                    continue
                }
                let file = SavedArticle(article: article, tags: tags[article.sourceKey] ?? [], format: chosenFormat)
                do throws(SavedArticle.Failure) {
                    let path = try file.write(into: folder, overwriting: options.has(.force))
                    console.line(SaveText.saved(path))
                    saved += 1
                    if let command = workspace.configuration.saveCommand,
                        let failure = await runSaveCommand(command, path: path, workspace: workspace)
                    {
                        console.error(failure)
                        skipped += 1
                    }
                } catch {
                    switch error {
                    case .exists(let path): console.error(SaveText.exists(path))
                    case .system(let path, let reason): console.error(SaveText.failed(path, reason))
                    }
                    skipped += 1
                }
            }
        } catch {
            console.error(error.localizedDescription)
            return ExitStatus.failure
        }
        if saved + skipped > 1 { console.line(SaveText.summaryLine(saved, skipped)) }
        return skipped == 0 ? ExitStatus.success : ExitStatus.failure
    }

    /// Runs `save-command` for the file at `path` (argv, never a shell: a word that is
    /// exactly `%f` becomes the path, else the path is one more argument); the failure in
    /// one line, nil when it ran well.
    static func runSaveCommand(_ command: String, path: String, workspace: Workspace) async -> String? {
        let words: [String]
        do throws(ShellWords.Failure) {
            words = try ShellWords.split(command)
        } catch {
            return SaveText.commandFailed(error.message)
        }
        let argv = words.contains("%f") ? words.map { $0 == "%f" ? path : $0 } : words + [path]
        let child = ChildProcess(
            argv: argv, standardOutput: .discard, timeout: workspace.configuration.downloadTimeoutInterval,
            environment: workspace.commandEnvironment)
        do {
            let result = try await child.start()
            guard result.status == 0 else {
                return SaveText.commandFailed(
                    ChildProcessError.failed(program: child.programName, status: result.status, message: result.firstErrorLine())
                        .message)
            }
            return nil
        } catch {
            return SaveText.commandFailed(error.message)
        }
    }
}
