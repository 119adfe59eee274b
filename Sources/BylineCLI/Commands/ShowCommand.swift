import BylineCore
import Foundation

/// `byline show ID`: one article as the detail pane shows it, wrapped by display width;
/// with `--full`, the reader-mode page stored for it.
enum ShowCommand {
    static let specs: [OptionSpec] = [.value("width"), .flag("full")]

    static func run(_ words: [String], context: CommandContext) async -> Int32 {
        let console = context.console
        let arguments: ParsedArguments
        switch context.scan(words, command: "show", specs: specs) {
        case .exit(let status): return status
        case .run(let parsed): arguments = parsed
        }
        let id: Int64
        let width: Int
        do {
            id = try ArticleID.single(arguments.positionals, command: "show")
            width = try arguments.integer("width", in: 1...1000) ?? TerminalSize.columns() ?? 80
        } catch {
            console.usage(error, usage: HelpText.usage["show"] ?? "")
            return ExitStatus.usage
        }
        guard let workspace = Workspace.load(arguments, context: context),
              let store = workspace.openStore(console: console) else { return ExitStatus.failure }
        do {
            guard let article = try store.article(id: id) else {
                console.error("no article with id \(id) (see 'byline list')")
                return ExitStatus.failure
            }
            guard arguments.has("full") else {
                console.write(ArticleDocument(article: article, timeZone: .current).plainText(width: width))
                return ExitStatus.success
            }
            guard let stored = try store.fullText(forArticle: id) else {
                console.error("article \(id) has no stored full text (press f on it in the browser)")
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
        guard ids.count == 1 else { throw UsageError("\(command) takes one article id") }
        return ids[0]
    }

    /// One or more ids.
    static func many(_ words: [String], command: String) throws(UsageError) -> [Int64] {
        guard !words.isEmpty else { throw UsageError("\(command) needs an article id (see 'byline list')") }
        return try words.map { word throws(UsageError) in
            guard let id = Int64(word), id > 0 else { throw UsageError("'\(word)' is not an article id") }
            return id
        }
    }
}
