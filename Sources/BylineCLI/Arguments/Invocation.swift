import BylineCore
import Foundation

/// One run of a command: its parsed words, and the loading every command used to repeat
/// (paths, config, urls file, cache, network service), each printing its own failure.
struct Invocation: Sendable {
    /// The command being run.
    var spec: CommandSpec
    /// Its options (global ones included) and positional words.
    var arguments: ParsedArguments
    /// The environment and the console.
    var context: CommandContext

    /// Where to write.
    var console: Console { context.console }
    /// The positional words (already counted against the spec).
    var positionals: [String] { arguments.positionals }
    /// The global options given, before or after the command name.
    var global: OptionValues<GlobalOption> { OptionValues(arguments) }

    /// The file locations from the options and the environment.
    func paths() throws(CommandExit) -> BylinePaths {
        do {
            return try BylinePaths(
                environment: context.environment, urls: global.value(.urls),
                config: global.value(.config), cache: global.value(.cache))
        } catch {
            console.error(error.message)
            throw .failure
        }
    }

    /// Paths, config and urls file.
    func workspace() throws(CommandExit) -> Workspace {
        guard let workspace = Workspace.load(global, context: context, settings: spec.settings) else { throw .failure }
        return workspace
    }

    /// The workspace and its opened cache.
    func store() throws(CommandExit) -> (Workspace, ArticleStore) {
        let workspace = try workspace()
        guard let store = workspace.openStore(console: console) else { throw .failure }
        return (workspace, store)
    }

    /// The network service with the workspace's limits.
    func service(_ workspace: Workspace) throws(CommandExit) -> APIService {
        guard let service = workspace.apiService(console: console) else { throw .failure }
        return service
    }

    /// Runs `spec` on `words`: parses them (global options may come after the command name
    /// too), prints the help page for `--help`, counts the positional words, then runs it.
    /// A usage error from any step prints the one-line reason and the usage line.
    static func run(_ spec: CommandSpec, words: [String], context: CommandContext) async -> Int32 {
        let console = context.console
        do throws(CommandExit) {
            var parsed: ParsedArguments
            do {
                (parsed, _) = try ArgumentScanner.scan(words, specs: spec.allOptions, command: "byline \(spec.name)")
            } catch {
                throw .usage(error)
            }
            if OptionValues<GlobalOption>(parsed).has(.help) || OptionValues<GlobalOption>(context.global).has(.help) {
                console.line(HelpText.page(for: spec))
                return ExitStatus.success
            }
            for (name, values) in context.global.values where parsed.values[name] == nil {
                parsed.values[name] = values
            }
            do {
                try spec.checkArity(parsed.positionals)
            } catch {
                throw .usage(error)
            }
            return try await spec.run(Invocation(spec: spec, arguments: parsed, context: context))
        } catch {
            switch error {
            case .usage(let usage):
                console.usage(usage, usage: spec.usage, command: spec.name)
                return ExitStatus.usage
            case .failed(let status):
                return status
            }
        }
    }
}
