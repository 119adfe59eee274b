import BylineCore
import Foundation

/// `byline mark ID… --read|--unread|--star|--unstar`.
enum MarkCommand {
    static let specs: [OptionSpec] = [.flag("read"), .flag("unread"), .flag("star"), .flag("unstar")]

    static func run(_ words: [String], context: CommandContext) async -> Int32 {
        let console = context.console
        let arguments: ParsedArguments
        switch context.scan(words, command: "mark", specs: specs) {
        case .exit(let status): return status
        case .run(let parsed): arguments = parsed
        }
        let ids: [Int64]
        do throws(UsageError) {
            ids = try ArticleID.many(arguments.positionals, command: "mark")
            if arguments.has("read") && arguments.has("unread") { throw UsageError("choose one of --read and --unread") }
            if arguments.has("star") && arguments.has("unstar") { throw UsageError("choose one of --star and --unstar") }
            if arguments.flags.isDisjoint(with: ["read", "unread", "star", "unstar"]) {
                throw UsageError("say what to mark: --read, --unread, --star or --unstar")
            }
        } catch {
            console.usage(error, usage: HelpText.usage["mark"] ?? "")
            return ExitStatus.usage
        }
        guard let workspace = Workspace.load(arguments, context: context),
              let store = workspace.openStore(console: console) else { return ExitStatus.failure }
        do {
            var missing: [Int64] = []
            for id in ids {
                if try store.article(id: id) == nil { missing.append(id) }
            }
            let present = ids.filter { !missing.contains($0) }
            if arguments.has("read") || arguments.has("unread") {
                _ = try store.setRead(present, arguments.has("read"))
            }
            if arguments.has("star") || arguments.has("unstar") {
                for id in present { _ = try store.setStarred(id, arguments.has("star")) }
            }
            for id in missing { console.error("no article with id \(id) (see 'byline list')") }
            return missing.isEmpty ? ExitStatus.success : ExitStatus.failure
        } catch {
            console.error(error.localizedDescription)
            return ExitStatus.failure
        }
    }
}
