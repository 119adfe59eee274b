import BylineCore
import BylineTerminal
import Foundation

/// `byline` with no command: the terminal browser.
enum BrowseCommand {
    @MainActor
    static func run(_ words: [String], context: CommandContext) async -> Int32 {
        let console = context.console
        let arguments: ParsedArguments
        switch context.scan(words, command: "browse", specs: []) {
        case .exit(let status): return status
        case .run(let parsed): arguments = parsed
        }
        guard arguments.positionals.isEmpty else {
            console.usage(UsageError("unknown command '\(arguments.positionals[0])'"), usage: "byline [COMMAND] [OPTIONS]")
            return ExitStatus.usage
        }
        guard let workspace = Workspace.load(arguments, context: context),
              let store = workspace.openStore(console: console) else { return ExitStatus.failure }
        var environment = context.environment
        if !workspace.configuration.color.usesColor(environment: environment) { environment["NO_COLOR"] = "1" }
        let terminal = Terminal()
        terminal.background = workspace.configuration.colors.elements[.background]
        do {
            try terminal.start(environment: environment)
        } catch {
            console.error("\(error.localizedDescription) (for scripts, try 'byline list')")
            return ExitStatus.failure
        }
        let notices = [store.recovery?.message].compactMap { $0 }
            + workspace.sourceErrors.map { "urls file: \($0.description)" }
        let runtime = BrowserRuntime(terminal: terminal, workspace: workspace, store: store, console: console)
        let status = runtime.run(notices: notices)
        terminal.stop()
        return status
    }
}
