import BylineCore
import BylineRefresh
import Foundation

/// `byline sync [NAME]`: sync every account (or one) with its server (a refresh's
/// ``RefreshSession`` syncs them too).
enum SyncCommand {
    /// The declaration `byline sync` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "sync", summary: CommandHelpText.syncSummary.text,
            arguments: [.optional("NAME", help: OptionHelpText.syncName.text)],
            options: Option.self,
            details: CommandHelpText.syncDetails.text,
            run: run)
    }

    /// `byline sync`'s options.
    enum Option: String, CommandOption {
        case quiet

        var spec: OptionSpec { .flag(rawValue, help: OptionHelpText.syncQuiet.text) }
    }

    /// Syncs and reports; exit status 1 when any account failed.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let (workspace, store) = try invocation.store()
        let results = await syncAccounts(
            workspace: workspace, store: store, only: invocation.positionals.first,
            quiet: options.has(.quiet), console: console)
        if results.isEmpty && !options.has(.quiet) { console.line(AccountText.noAccountsToSync.text) }
        return results.contains(where: \.isFailure) ? ExitStatus.failure : ExitStatus.success
    }

    /// Syncs the workspace's accounts into `store`, one line per account (failures on stderr).
    static func syncAccounts(
        workspace: Workspace, store: ArticleStore, only name: String? = nil, quiet: Bool,
        console: Console
    ) async -> [AccountSyncResult] {
        await SyncRunner.syncAll(
            configDirectory: workspace.paths.accountsFolder, store: store,
            transport: workspace.transports.make(), only: name,
            limits: workspace.configuration.syncLimits, urlsFile: workspace.isDemo ? nil : workspace.paths.urls
        ) { result in
            if result.isFailure {
                console.error(result.message)
            } else if !quiet {
                console.line(result.message)
            }
            // Conflicts and server-side changes to urls lines are said even with --quiet.
            for note in result.notes { console.error(note) }
        }
    }
}
