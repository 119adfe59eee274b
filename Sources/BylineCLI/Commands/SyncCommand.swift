import BylineCore
import Foundation

/// `byline sync [NAME]`: sync every account (or one) with its server (a refresh's
/// ``RefreshSession`` syncs them too).
enum SyncCommand {
    /// The declaration `byline sync` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "sync", summary: CommandHelpText.syncSummary.text,
            arguments: [.optional("NAME", help: OptionHelpText.syncName.text)],
            options: [.flag("quiet", help: OptionHelpText.syncQuiet.text)],
            details: CommandHelpText.syncDetails.text,
            run: run)
    }

    /// Syncs and reports; exit status 1 when any account failed.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let arguments = invocation.arguments
        let (workspace, store) = try invocation.store()
        let results = await syncAccounts(workspace: workspace, store: store, only: arguments.positionals.first,
                                         quiet: arguments.has("quiet"), console: console)
        if results.isEmpty && !arguments.has("quiet") { console.line(AccountText.noAccountsToSync.text) }
        return results.contains(where: \.isFailure) ? ExitStatus.failure : ExitStatus.success
    }

    /// Syncs the workspace's accounts into `store`, one line per account (failures on stderr).
    static func syncAccounts(workspace: Workspace, store: ArticleStore, only name: String? = nil, quiet: Bool,
                             console: Console) async -> [AccountSyncResult] {
        await SyncRunner.syncAll(configDirectory: workspace.paths.accountsFolder, store: store,
                                 transport: workspace.transports.make(), only: name,
                                 limits: workspace.configuration.syncLimits) { result in
            if result.isFailure {
                console.error(result.message)
            } else if !quiet {
                console.line(result.message)
            }
        }
    }
}
