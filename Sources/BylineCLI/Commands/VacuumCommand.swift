import BylineCore
import BylineText
import Foundation

/// `byline vacuum`: give the space of removed articles back to the disk, saying how much.
enum VacuumCommand {
    /// The declaration `byline vacuum` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "vacuum", summary: MaintenanceHelpText.vacuumSummary.text,
            details: MaintenanceHelpText.vacuumDetails.text,
            examples: [.init(command: "byline vacuum", effect: MaintenanceHelpText.vacuumExample.text)],
            settings: .none,
            run: run)
    }

    /// Vacuums the cache and prints its size before and after.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let (_, store) = try invocation.store()
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
