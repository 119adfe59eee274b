import BylineCore
import BylineTerminal
import BylineUI
import Foundation

/// `byline` with no command: the terminal browser.
enum BrowseCommand {
    /// The declaration `byline browse` (and plain `byline`) is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "browse", summary: CommandHelpText.browseSummary.text,
            details: CommandHelpText.browseDetails.text,
            run: { invocation throws(CommandExit) in try await run(invocation) })
    }

    /// Runs the browser until the user quits.
    @MainActor
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let context = invocation.context
        let (workspace, store) = try invocation.store()
        let keys = KeyMap.configured(by: workspace)
        keys.warnings.forEach { console.error(CommandOutputText.warning($0.description)) }
        var environment = context.environment
        if !workspace.configuration.color.usesColor(environment: environment) { environment["NO_COLOR"] = "1" }
        let terminal = Terminal()
        terminal.background = workspace.configuration.colors.elements[.background]
        do {
            try terminal.start(environment: environment)
        } catch {
            console.error(CommandOutputText.forScripts(error.localizedDescription))
            return ExitStatus.failure
        }
        // Every warning found at start, the config's included: the status bar shows the
        // first and how many more, `?` lists them all (they are on stderr too, under the screen).
        let notices =
            [store.recovery?.message].compactMap { $0 } + workspace.configErrors.map(\.description)
            + workspace.sourceErrors.map { CommandOutputText.urlsFileNotice($0.description) } + keys.warnings.map(\.description)
        let runtime = BrowserRuntime(terminal: terminal, workspace: workspace, store: store, console: console, keyMap: keys.map)
        let status = runtime.run(notices: notices)
        terminal.stop()
        return status
    }
}
