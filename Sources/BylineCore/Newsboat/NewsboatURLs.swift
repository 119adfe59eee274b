import BylineText
import Foundation

/// A newsboat urls file read for Byline: the lines to add to Byline's urls file, and the
/// lines that could not be carried over.
///
/// newsboat's lines are Byline's syntax already (URL, tags, `"~Title"`, the `!` hidden tag),
/// except for the expressions of `query:` feeds, which are translated by ``NewsboatQuery``.
/// `exec:`, `filter:` and `file://` lines are passed through as written when this Byline
/// cannot read them itself, so the user's commands survive the move unchanged.
public struct NewsboatURLs: Sendable, Equatable {
    /// One line to list in Byline's urls file.
    public struct Entry: Sendable, Equatable {
        /// The source's key (the line's first token), for finding duplicates.
        public var key: String
        /// The urls-file line to write.
        public var line: String
        /// The source, when Byline reads the line; nil for a line passed through as written.
        public var source: Source?
    }

    /// The lines to carry over, in file order.
    public var entries: [Entry] = []
    /// The lines that could not be carried, each with the newsboat file's name and line.
    public var failures: [SourceLineError] = []
    /// The names of query feeds whose expression has no Byline form (also in ``failures``).
    public var untranslatedQueries: [String] = []

    /// The forms Byline's urls file takes as newsboat writes them, even before Byline runs them.
    static let passedThroughForms = ["exec:", "filter:", "file://"]

    /// Reads newsboat's urls `text`; messages name it `fileName`.
    public static func parse(_ text: String, fileName: String = "urls") -> NewsboatURLs {
        var result = NewsboatURLs()
        for (number, line) in TextLines.numbered(text) {
            let tokens: [LineTokenizer.Token]
            do throws(SourceLineError) {
                guard let found = try URLsFile.tokens(in: line, number: number, fileName: fileName) else { continue }
                tokens = found
            } catch {
                result.failures.append(error)
                continue
            }
            result.read(tokens, line: line, number: number, fileName: fileName)
        }
        return result
    }

    private mutating func read(_ tokens: [LineTokenizer.Token], line: String, number: Int, fileName: String) {
        guard let first = tokens.first?.text else { return }
        let (title, tags) = URLsFile.titleAndTags(tokens.dropFirst())
        var key = first
        if first.lowercased().hasPrefix(Source.queryScheme) {
            do throws(SourceKeyError) {
                key = try Self.bylineQueryKey(first)
            } catch {
                untranslatedQueries.append(Self.queryName(first))
                failures.append(SourceLineError(file: fileName, line: number, message: error.message))
                return
            }
        }
        do throws(SourceKeyError) {
            let source = try Source(parsingKey: key, title: title, tags: tags)
            entries.append(Entry(key: source.key, line: URLsFile.line(for: source), source: source))
        } catch {
            let lower = first.lowercased()
            if Self.passedThroughForms.contains(where: { lower.hasPrefix($0) }) {
                entries.append(Entry(key: first, line: line.trimmingCharacters(in: .whitespaces), source: nil))
            } else {
                failures.append(SourceLineError(file: fileName, line: number, message: error.message))
            }
        }
    }

    /// `query:Name:EXPR` with EXPR in Byline's filter language.
    static func bylineQueryKey(_ key: String) throws(SourceKeyError) -> String {
        let rest = key.dropFirst(Source.queryScheme.count)
        guard let colon = rest.firstIndex(of: ":") else {
            throw SourceKeyError(NewsboatText.queryHasNoName.text)
        }
        let name = rest[..<colon]
        do throws(FilterError) {
            let expression = try NewsboatQuery.translate(String(rest[rest.index(after: colon)...]))
            return Source.queryScheme + name + ":" + expression.description
        } catch {
            throw SourceKeyError(NewsboatText.queryHasNoBylineForm(SourceLineError.quote(String(name)), error.description))
        }
    }

    private static func queryName(_ key: String) -> String {
        let rest = key.dropFirst(Source.queryScheme.count)
        return String(rest.prefix { $0 != ":" })
    }
}

extension NewsboatURLs {
    /// A urls file newsboat reads, listing `sources`: query feeds in newsboat's filter
    /// names; NewsAPI and demo sources, which newsboat cannot fetch, are left out (and returned).
    public static func export(_ sources: [Source]) -> (text: String, leftOut: [Source]) {
        var lines: [String] = []
        var leftOut: [Source] = []
        for source in sources {
            if case .query(let expression) = source.kind {
                let name = source.title ?? queryName(source.key)
                var newsboat = source
                newsboat.key = Source.queryScheme + name + ":" + NewsboatQuery.newsboatText(expression)
                lines.append(URLsFile.line(for: newsboat))
            } else if source.kind == .demo || source.key.lowercased().hasPrefix(NewsAPIQuery.scheme) {
                leftOut.append(source)
            } else {
                lines.append(URLsFile.line(for: source))
            }
        }
        return (lines.map { $0 + "\n" }.joined(), leftOut)
    }
}
