import BylineCore
import Foundation

/// `byline list`: cached articles, newest first, as tab-separated lines or JSON.
enum ListCommand {
    static let specs: [OptionSpec] = [
        .flag("json"), .flag("unread"), .flag("starred"), .value("search"), .value("filter"), .value("source"),
        .value("limit"),
    ]

    /// The number of articles printed when `--limit` is not given.
    static let defaultLimit = 100

    static func run(_ words: [String], context: CommandContext) async -> Int32 {
        let console = context.console
        let arguments: ParsedArguments
        switch context.scan(words, command: "list", specs: specs) {
        case .exit(let status): return status
        case .run(let parsed): arguments = parsed
        }
        let limit: Int
        var filter: FilterExpression?
        do throws(UsageError) {
            guard arguments.positionals.isEmpty else {
                throw UsageError("list takes no arguments; unexpected '\(arguments.positionals[0])'")
            }
            limit = try arguments.integer("limit", in: 1...10_000_000) ?? defaultLimit
            if let text = arguments.value("filter") {
                do throws(FilterError) {
                    filter = try FilterExpression.parse(text)
                } catch {
                    throw UsageError("--filter: \(error.description)")
                }
            }
        } catch {
            console.usage(error, usage: HelpText.usage["list"] ?? "")
            return ExitStatus.usage
        }
        guard let workspace = Workspace.load(arguments, context: context),
              let store = workspace.openStore(console: console) else { return ExitStatus.failure }
        let query = ArticleQuery(unreadOnly: arguments.has("unread"), starredOnly: arguments.has("starred"),
                                 search: arguments.value("search"), sourceName: arguments.value("source"), filter: filter)
        do {
            let rows = try store.summaries(query, offset: 0, limit: limit)
            if arguments.has("json") {
                console.line(try ArticleJSON.encode(rows.compactMap { try store.article(id: $0.id) }))
            } else {
                let lines = ArticleLine()
                rows.forEach { console.line(lines.text(for: $0)) }
            }
            return ExitStatus.success
        } catch {
            console.error(error.localizedDescription)
            return ExitStatus.failure
        }
    }
}

/// The plain `list` line: date, source, title and id, separated by tabs.
struct ArticleLine {
    /// One formatter for every line: making one per line was a quarter of `list --limit 50`'s CPU time.
    private let formatter: DateFormatter

    /// A line maker with its date formatter.
    init() {
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
    }

    /// `2026-11-28 10:00<TAB>Source<TAB>Title<TAB>1234`, with the date in local time ("-" when unknown).
    func text(for row: ArticleSummary) -> String {
        let date = row.published.map(formatter.string(from:)) ?? "-"
        return [date, TextSanitizer.singleLine(row.sourceName), TextSanitizer.singleLine(row.title), String(row.id)]
            .joined(separator: "\t")
    }
}

/// The documented `list --json` shape: an array of objects with stable keys.
enum ArticleJSON {
    private struct Entry: Encodable {
        var id: Int64
        var source: String
        var title: String
        var author: String?
        var url: String?
        var imageURL: String?
        var published: String?
        var summary: String?
        var read: Bool
        var starred: Bool

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(source, forKey: .source)
            try container.encode(title, forKey: .title)
            try container.encode(author, forKey: .author)
            try container.encode(url, forKey: .url)
            try container.encode(imageURL, forKey: .imageURL)
            try container.encode(published, forKey: .published)
            try container.encode(summary, forKey: .summary)
            try container.encode(read, forKey: .read)
            try container.encode(starred, forKey: .starred)
        }

        enum CodingKeys: String, CodingKey {
            case id, source, title, author, url, imageURL, published, summary, read, starred
        }
    }

    /// The articles as a pretty-printed JSON array (nulls written out, dates in UTC ISO 8601,
    /// summaries as plain text).
    static func encode(_ articles: [Article]) throws -> String {
        let entries = articles.map { article in
            Entry(id: article.id, source: TextSanitizer.singleLine(article.sourceName), title: article.title,
                  author: article.author, url: article.url?.absoluteString, imageURL: article.imageURL?.absoluteString,
                  published: article.published.map { $0.formatted(.iso8601) },
                  summary: article.summary.map { TextSanitizer.singleLine(RichText(parsing: $0).plainText) },
                  read: article.isRead, starred: article.isStarred)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self)
    }
}
