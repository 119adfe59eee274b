import BylineCore
import BylineRefresh
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

    /// Exit status 1 when any source or account failed; whatever succeeded is stored either way.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let (workspace, store) = try invocation.store()
        let service = try invocation.service(workspace)
        workspace.sourceErrors.forEach { console.error(CommandOutputText.warning($0.description)) }
        let quiet = options.has(.quiet)
        let session = workspace.refreshSession(
            service: service, store: store, intent: options.has(.force) ? .forced : .userAsked,
            syncs: true)
        let report = await session.run { event in
            switch event {
            case .sourceDone(let progress):
                let result = progress.latest
                let line = "\(result.name): \(result.summary)"
                if result.isFailure {
                    console.error(line)
                } else if !quiet {
                    console.line(line)
                }
            case .accountDone(let result):
                if result.isFailure {
                    console.error(result.message)
                } else if !quiet {
                    console.line(result.message)
                }
            case .notifyFailed(let failure):
                console.error(CommandOutputText.warning(failure))
            case .fullTextDone(let line):
                if !quiet && !line.isEmpty { console.line(line) }
            case .stepStarted, .refreshed, .fullTextPage:
                break
            }
        }
        if let failure = report.downloadNewFailure { console.error(CommandOutputText.warning(failure)) }
        if !quiet, let queued = report.queuedLine { console.line(queued) }
        if !quiet { console.line(report.commandLine) }
        return report.failureCount > 0 ? ExitStatus.failure : ExitStatus.success
    }
}
