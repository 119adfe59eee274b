import BylineCore
import BylineText
import Foundation

/// `byline refresh`: fetch every source into the cache, one line per source as it finishes.
enum RefreshCommand {
    /// The declaration `byline refresh` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "refresh", summary: CommandHelpText.refreshSummary.text,
            options: Option.self,
            details: CommandHelpText.refreshDetails.text,
            examples: [.init(command: "byline refresh --quiet", effect: CommandHelpText.refreshExample.text)],
            run: run)
    }

    /// `byline refresh`'s options.
    enum Option: String, CommandOption {
        case force, quiet

        var spec: OptionSpec {
            switch self {
            case .force: .flag(rawValue, help: OptionHelpText.refreshForce.text)
            case .quiet: .flag(rawValue, help: OptionHelpText.refreshQuiet.text)
            }
        }
    }

    /// Exit status 1 when any source failed; whatever succeeded is stored either way.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let (workspace, store) = try invocation.store()
        let service = try invocation.service(workspace)
        workspace.sourceErrors.forEach { console.error(CommandOutputText.warning($0.description)) }
        let policy = RefreshPolicy(configuration: workspace.configuration, intent: options.has(.force) ? .forced : .userAsked)
        let quiet = options.has(.quiet)
        let highestBefore = (try? store.highestArticleID()) ?? 0
        let results = await service.refresh(workspace.sources, into: store, policy: policy,
                                            urlsFile: workspace.isDemo ? nil : workspace.paths.urls, progress: { progress in
            let result = progress.latest
            let line = "\(result.name): \(result.summary)"
            if result.isFailure {
                console.error(line)
            } else if !quiet {
                console.line(line)
            }
        })
        if let failure = await RefreshNotification.run(after: results, previousHighestID: highestBefore, store: store,
                                                       configuration: workspace.configuration,
                                                       environment: workspace.commandEnvironment) {
            console.error(CommandOutputText.warning(failure))
        }
        let synced = await SyncCommand.syncAccounts(workspace: workspace, store: store, quiet: quiet, console: console)
        // Then the pages of new teaser-only articles of the full-text sources (none: nothing runs).
        let fullText = workspace.fullTextSources
        if !fullText.isEmpty {
            let harvest = await workspace.fullTextHarvester(service: service).run(fullText, store: store)
            if !quiet && !harvest.isEmpty { console.line(harvest.line) }
        }
        let failed = results.filter(\.isFailure).count + synced.filter(\.isFailure).count
        let new = results.reduce(0) { total, result in
            if case .updated(let new, _) = result.outcome { return total + new }
            return total
        }
        if !quiet {
            let sources = (results.count == 1 ? RefreshText.cliSource1 : RefreshText.cliSourceN)(results.count)
            let articles = (new == 1 ? RefreshText.cliNew1 : RefreshText.cliNewN)(new)
            console.line(RefreshText.cliRefreshed(sources, articles) + (failed > 0 ? RefreshText.summaryFailed(failed) : ""))
        }
        return failed > 0 ? ExitStatus.failure : ExitStatus.success
    }
}
