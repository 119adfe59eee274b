import BylineCore
import Foundation

/// `byline mark ID… --read|--unread|--star|--unstar`.
enum MarkCommand {
    /// The declaration `byline mark` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "mark", summary: CommandHelpText.markSummary.text,
            arguments: [.many("ID", help: OptionHelpText.articleID.text)],
            options: Option.self,
            details: CommandHelpText.markDetails.text,
            examples: [.init(command: "byline mark 12 13 --read --star", effect: CommandHelpText.markExample.text)],
            settings: .none,
            run: run)
    }

    /// `byline mark`'s options.
    enum Option: String, CommandOption {
        case read, unread, star, unstar

        var spec: OptionSpec {
            switch self {
            case .read: .flag(rawValue, help: OptionHelpText.markRead.text)
            case .unread: .flag(rawValue, help: OptionHelpText.markUnread.text)
            case .star: .flag(rawValue, help: OptionHelpText.markStar.text)
            case .unstar: .flag(rawValue, help: OptionHelpText.markUnstar.text)
            }
        }
    }

    /// Applies the flags to every id; exit status 1 when an id is not in the cache.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let ids: [Int64]
        do {
            ids = try ArticleID.many(invocation.positionals, command: "mark")
        } catch {
            throw .usage(error)
        }
        if options.has(.read) && options.has(.unread) { throw .usage(CommandOutputText.chooseReadOrUnread.text) }
        if options.has(.star) && options.has(.unstar) { throw .usage(CommandOutputText.chooseStarOrUnstar.text) }
        if !Option.allCases.contains(where: options.has) {
            throw .usage(CommandOutputText.sayWhatToMark.text)
        }
        let (_, store) = try invocation.store()
        do {
            var missing: [Int64] = []
            for id in ids {
                if try store.article(id: id) == nil { missing.append(id) }
            }
            let present = ids.filter { !missing.contains($0) }
            if options.has(.read) || options.has(.unread) {
                _ = try store.setRead(present, options.has(.read))
            }
            if options.has(.star) || options.has(.unstar) {
                for id in present { _ = try store.setStarred(id, options.has(.star)) }
            }
            for id in missing { console.error(CommandOutputText.noArticle(id)) }
            return missing.isEmpty ? ExitStatus.success : ExitStatus.failure
        } catch {
            console.error(error.localizedDescription)
            return ExitStatus.failure
        }
    }
}
