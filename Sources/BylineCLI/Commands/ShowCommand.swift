import BylineCore
import Foundation

/// `byline show ID`: one article as the detail pane shows it, wrapped by display width;
/// with `--full`, the reader-mode page stored for it.
enum ShowCommand {
    /// The declaration `byline show` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "show", summary: CommandHelpText.showSummary.text,
            arguments: [.required("ID", help: OptionHelpText.articleID.text)],
            options: Option.self,
            details: CommandHelpText.showDetails.text,
            examples: [.init(command: "byline show 42 --width 72", effect: CommandHelpText.showExample.text)],
            settings: .none,
            run: run)
    }

    /// `byline show`'s options.
    enum Option: String, CommandOption {
        case full, width

        var spec: OptionSpec {
            switch self {
            case .full: .flag(rawValue, help: OptionHelpText.showFull.text)
            case .width: .value(rawValue, "N", help: OptionHelpText.width.text)
            }
        }
    }

    /// Prints the article, or says there is no such id.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let id: Int64
        let width: Int
        do {
            id = try ArticleID.single(invocation.positionals, command: "show")
            width = try options.integer(.width, in: 1...1000) ?? TerminalSize.columns() ?? 80
        } catch {
            throw .usage(error)
        }
        let (_, store) = try invocation.store()
        do {
            guard let article = try store.article(id: id) else {
                console.error(CommandOutputText.noArticle(id))
                return ExitStatus.failure
            }
            guard options.has(.full) else {
                console.write(ArticleDocument(article: article, timeZone: .current).plainText(width: width))
                return ExitStatus.success
            }
            guard let stored = try store.fullText(forArticle: id) else {
                console.error(CommandOutputText.noFullText(id))
                return ExitStatus.failure
            }
            console.write(ExtractCommand.render(stored.page, plain: false, width: width, base: stored.pageURL ?? article.url))
            return ExitStatus.success
        } catch {
            console.error(error.localizedDescription)
            return ExitStatus.failure
        }
    }
}

/// Reading article ids from the command line.
enum ArticleID {
    /// Exactly one id.
    static func single(_ words: [String], command: String) throws(UsageError) -> Int64 {
        let ids = try many(words, command: command)
        guard ids.count == 1 else { throw UsageError(CommandOutputText.takesOneArticleID(command)) }
        return ids[0]
    }

    /// One or more ids.
    static func many(_ words: [String], command: String) throws(UsageError) -> [Int64] {
        guard !words.isEmpty else { throw UsageError(CommandOutputText.needsArticleID(command)) }
        return try words.map { word throws(UsageError) in
            guard let id = Int64(word), id > 0 else { throw UsageError(CommandOutputText.notAnArticleID(word)) }
            return id
        }
    }
}
