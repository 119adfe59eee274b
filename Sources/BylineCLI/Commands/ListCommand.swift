import BylineCore
import BylineText
import Foundation

/// `byline list`: cached articles, newest first, as tab-separated lines or JSON.
enum ListCommand {
    /// The declaration `byline list` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "list", summary: CommandHelpText.listSummary.text,
            options: Option.self,
            details: CommandHelpText.listDetails.text,
            examples: [
                .init(command: "byline list --unread --limit 20", effect: CommandHelpText.listExampleUnread.text),
                .init(command: "byline list --json --search swift", effect: CommandHelpText.listExampleJSON.text)
            ],
            settings: .listing,
            run: run)
    }

    /// `byline list`'s options.
    enum Option: String, CommandOption {
        case json, unread, starred, search, filter, source, limit

        var spec: OptionSpec {
            switch self {
            case .json: .flag(rawValue, help: OptionHelpText.listJSON.text)
            case .unread: .flag(rawValue, help: OptionHelpText.listUnread.text)
            case .starred: .flag(rawValue, help: OptionHelpText.listStarred.text)
            case .search: .value(rawValue, "TEXT", help: OptionHelpText.listSearch.text)
            case .filter: .value(rawValue, "EXPR", help: OptionHelpText.listFilter.text)
            case .source: .value(rawValue, "NAME", help: OptionHelpText.listSource.text, completion: .sources)
            case .limit: .value(rawValue, "N", help: OptionHelpText.listLimit(defaultLimit))
            }
        }
    }

    /// The number of articles printed when `--limit` is not given.
    static let defaultLimit = 100

    /// Prints the articles the options select.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let limit: Int
        do {
            limit = try options.integer(.limit, in: 1...10_000_000) ?? defaultLimit
        } catch {
            throw .usage(error)
        }
        var filter: FilterExpression?
        if let text = options.value(.filter) {
            do throws(FilterError) {
                filter = try FilterExpression.parse(text)
            } catch {
                throw .usage("--filter: \(error.description)")
            }
        }
        let (workspace, store) = try invocation.store()
        let query = ArticleQuery(
            unreadOnly: options.has(.unread), starredOnly: options.has(.starred),
            search: options.value(.search), sourceName: options.value(.source), filter: filter)
        do {
            let rows = try store.summaries(query, offset: 0, limit: limit)
            if rows.isEmpty, let name = query.sourceName, try !isKnown(source: name, workspace: workspace, store: store) {
                console.error(CommandAnswerText.unknownListSource(TextSanitizer.singleLine(name)))
                return ExitStatus.failure
            }
            if options.has(.json) {
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

extension ListCommand {
    /// Whether `--source NAME` names a source at all: one the urls file lists (by URL or
    /// title), or one the cache holds articles of (a synced feed, a source since removed).
    /// An empty list of a known source is an answer; of an unknown one, a mistake to report.
    static func isKnown(source name: String, workspace: Workspace, store: ArticleStore) throws -> Bool {
        let cachedTitles = try store.feeds()
        do throws(SourceMatch.Failure) {
            _ = try SourceMatch.find(name, in: workspace.sources, cachedTitles: cachedTitles)
            return true
        } catch {
            if case .ambiguous = error { return true }
        }
        return try store.count(ArticleQuery(sourceName: name, includesIgnored: true)) > 0
    }
}

/// The plain `list` line: date, source, title and id, separated by tabs.
struct ArticleLine {
    /// `2026-11-28 10:00<TAB>Source<TAB>Title<TAB>1234`, with the date in local time ("-" when unknown).
    func text(for row: ArticleSummary) -> String {
        let date = row.published.flatMap(LocalMinute.text) ?? "-"
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
        var enclosures: [EnclosureEntry]

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
            try container.encode(enclosures, forKey: .enclosures)
        }

        enum CodingKeys: String, CodingKey {
            case id, source, title, author, url, imageURL, published, summary, read, starred, enclosures
        }
    }

    /// One enclosure: every key written, null when unknown; `duration` in seconds, `length` in bytes.
    private struct EnclosureEntry: Encodable {
        var enclosure: Enclosure

        enum CodingKeys: String, CodingKey {
            case url, type, length, duration, kind, title, episode, season, explicit
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(enclosure.url.absoluteString, forKey: .url)
            try container.encode(enclosure.mimeType, forKey: .type)
            try container.encode(enclosure.byteCount, forKey: .length)
            try container.encode(enclosure.duration, forKey: .duration)
            try container.encode(enclosure.kind.rawValue, forKey: .kind)
            try container.encode(enclosure.title.map(TextSanitizer.singleLine), forKey: .title)
            try container.encode(enclosure.episode, forKey: .episode)
            try container.encode(enclosure.season, forKey: .season)
            try container.encode(enclosure.isExplicit, forKey: .explicit)
        }
    }

    /// The articles as a pretty-printed JSON array (nulls written out, dates in UTC ISO 8601,
    /// summaries as plain text).
    static func encode(_ articles: [Article]) throws -> String {
        let entries = articles.map { article in
            Entry(
                id: article.id, source: TextSanitizer.singleLine(article.sourceName), title: article.title,
                author: article.author, url: article.url?.absoluteString, imageURL: article.imageURL?.absoluteString,
                published: article.published.map { $0.formatted(.iso8601) },
                summary: article.summary.map { TextSanitizer.singleLine(RichText(parsing: $0).plainText) },
                read: article.isRead, starred: article.isStarred, enclosures: article.enclosures.map(EnclosureEntry.init))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self)
    }
}
