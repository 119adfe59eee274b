import BylineCore
import Foundation

/// `byline mark ID… --read|--unread|--star|--unstar`.
enum MarkCommand {
    /// The declaration `byline mark` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "mark", summary: CommandHelpText.markSummary.text,
            arguments: [.many("ID", help: OptionHelpText.articleID.text)],
            options: [
                .flag("read", help: OptionHelpText.markRead.text), .flag("unread", help: OptionHelpText.markUnread.text),
                .flag("star", help: OptionHelpText.markStar.text),
                .flag("unstar", help: OptionHelpText.markUnstar.text),
            ],
            details: CommandHelpText.markDetails.text,
            examples: [.init(command: "byline mark 12 13 --read --star", effect: CommandHelpText.markExample.text)],
            settings: .none,
            run: run)
    }

    /// Applies the flags to every id; exit status 1 when an id is not in the cache.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let arguments = invocation.arguments
        let ids: [Int64]
        do {
            ids = try ArticleID.many(arguments.positionals, command: "mark")
        } catch {
            throw .usage(error)
        }
        if arguments.has("read") && arguments.has("unread") { throw .usage(CommandOutputText.chooseReadOrUnread.text) }
        if arguments.has("star") && arguments.has("unstar") { throw .usage(CommandOutputText.chooseStarOrUnstar.text) }
        if arguments.flags.isDisjoint(with: ["read", "unread", "star", "unstar"]) {
            throw .usage(CommandOutputText.sayWhatToMark.text)
        }
        let (_, store) = try invocation.store()
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
            for id in missing { console.error(CommandOutputText.noArticle(id)) }
            return missing.isEmpty ? ExitStatus.success : ExitStatus.failure
        } catch {
            console.error(error.localizedDescription)
            return ExitStatus.failure
        }
    }
}
