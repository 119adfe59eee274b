import BylineCore
import Foundation

/// `byline sync [NAME]`: sync every account (or one) with its server; also run at the end
/// of `byline refresh`.
enum SyncCommand {
    static let specs: [OptionSpec] = [.flag("quiet")]

    static func run(_ words: [String], context: CommandContext) async -> Int32 {
        let console = context.console
        let arguments: ParsedArguments
        switch context.scan(words, command: "sync", specs: specs) {
        case .exit(let status): return status
        case .run(let parsed): arguments = parsed
        }
        guard arguments.positionals.count <= 1 else {
            console.usage(UsageError("sync takes at most one account name"), usage: HelpText.usage["sync"] ?? "")
            return ExitStatus.usage
        }
        guard let workspace = Workspace.load(arguments, context: context),
              let store = workspace.openStore(console: console) else { return ExitStatus.failure }
        let results = await syncAccounts(workspace: workspace, store: store, only: arguments.positionals.first,
                                         quiet: arguments.has("quiet"), console: console)
        if results.isEmpty && !arguments.has("quiet") { console.line("no accounts to sync (add one with 'byline account add')") }
        return results.contains(where: \.isFailure) ? ExitStatus.failure : ExitStatus.success
    }

    /// Syncs the workspace's accounts into `store`, one line per account (failures on stderr).
    static func syncAccounts(workspace: Workspace, store: ArticleStore, only name: String? = nil, quiet: Bool,
                             console: Console) async -> [AccountSyncResult] {
        let configDirectory = (workspace.paths.config as NSString).deletingLastPathComponent
        let transport: any HTTPTransport = workspace.environmentValue("BYLINE_TRANSPORT") == "urlsession"
            ? URLSessionTransport(configuration: workspace.transportConfiguration)
            : CurlTransport(configuration: workspace.transportConfiguration)
        return await SyncRunner.syncAll(configDirectory: configDirectory, store: store, transport: transport, only: name) { result in
            if result.isFailure {
                console.error(result.message)
            } else if !quiet {
                console.line(result.message)
            }
        }
    }
}
