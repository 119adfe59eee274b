import BylineCore
import Foundation

/// `byline vacuum`: give the space of removed articles back to the disk, saying how much.
enum VacuumCommand {
    static let specs: [OptionSpec] = []

    static func run(_ words: [String], context: CommandContext) async -> Int32 {
        let console = context.console
        let arguments: ParsedArguments
        switch context.scan(words, command: "vacuum", specs: specs) {
        case .exit(let status): return status
        case .run(let parsed): arguments = parsed
        }
        guard arguments.positionals.isEmpty else {
            console.usage(UsageError(ExpiryText.vacuumTakesNoArguments(arguments.positionals[0])),
                          usage: HelpText.usage["vacuum"] ?? "")
            return ExitStatus.usage
        }
        guard let workspace = Workspace.load(arguments, context: context),
              let store = workspace.openStore(console: console) else { return ExitStatus.failure }
        do throws(StoreError) {
            let result = try store.vacuum()
            console.line(line(result, path: store.path))
            return ExitStatus.success
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
    }

    /// "/home/u/.local/share/byline/cache.db: 5,120,000 bytes before, 3,010,000 after".
    static func line(_ result: VacuumResult, path: String) -> String {
        ExpiryText.vacuumed(path, DigitGrouping.text(result.bytesBefore), DigitGrouping.text(result.bytesAfter))
    }
}
