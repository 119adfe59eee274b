import BylineText
import Foundation

/// A newsboat config file translated into Byline config lines, with everything that could
/// not be carried over named (never silently dropped).
///
/// Settings Byline reads in newsboat's own syntax (key bindings, macros, colors,
/// highlights, plumbing commands, article limits) are carried as written; settings Byline
/// names differently are renamed (`refresh-on-startup`, `reload-threads`, the sort orders
/// with their directions, newsboat's three proxy settings); filter expressions are translated
/// by ``NewsboatQuery``. `keymap newsboat` comes first, so newsboat's default keys are the
/// ones the carried `bind-key` lines change. Every carried line that Byline's own settings cover is checked by
/// Byline's config parser, and a line it refuses is a failure with the newsboat line number.
public struct NewsboatConfig: Sendable, Equatable {
    /// The Byline config lines, in file order.
    public var lines: [String] = []
    /// The names of the settings (and what else) not carried over, each once, in file order.
    public var notCarried: [String] = []
    /// The lines that failed, each with the newsboat file's name and line.
    public var failures: [SourceLineError] = []

    /// Settings whose newsboat syntax Byline's config reads as it is.
    static let sharedSyntax: Set<String> = [
        "bind-key", "unbind-key", "macro", "color", "highlight", "highlight-article", "max-items",
        "keep-articles-days", "notify-program", "bookmark-cmd", "pipe-to"
    ]

    /// newsboat settings Byline knows under another name.
    static let renamed = ["refresh-on-startup": "refresh-on-start", "reload-threads": "max-connections"]

    /// Reads newsboat's config `text`; messages name it `fileName`. A `bind-key` or `macro`
    /// line naming an operation `knowsOperation` refuses is named, not carried, so the browser
    /// does not warn about it at every start.
    public static func translate(
        _ text: String, fileName: String = "config",
        knowsOperation: (String) -> Bool = { _ in true }
    ) -> NewsboatConfig {
        var result = NewsboatConfig()
        result.lines = ["\(ConfigurationKey.keymap.rawValue) \(KeymapChoice.newsboat.rawValue)"]
        var proxy = NewsboatProxy()
        for (number, line) in TextLines.numbered(text) {
            let tokens: [LineTokenizer.Token]
            do throws(LineTokenizer.Failure) {
                tokens = try LineTokenizer.tokens(line)
            } catch {
                result.failures.append(SourceLineError(file: fileName, line: number, message: NewsboatText.unclosedQuote.text))
                continue
            }
            guard let name = tokens.first?.text else { continue }
            let values = tokens.dropFirst().map(\.text)
            let failure = { (message: String) in SourceLineError(file: fileName, line: number, message: message) }
            if line.contains("`") {
                // newsboat runs the command between backticks; Byline never runs config text.
                result.skip(NewsboatText.skipBackticks(name))
                continue
            }
            if proxy.read(name, values, number: number) { continue }
            if let unknown = unknownOperation(in: line, knowsOperation: knowsOperation) {
                result.skip(words([name] + values.prefix(1) + [unknown]))
                continue
            }
            do throws(SourceKeyError) {
                guard let translated = try translation(of: name, values: values, line: line) else {
                    result.skip(name)
                    continue
                }
                try result.add(translated, validating: !sharedSyntax.contains(name))
            } catch {
                result.failures.append(failure(error.message))
            }
        }
        if let line = proxy.bylineLine() {
            do throws(SourceKeyError) { try result.add(line, validating: true) } catch {
                result.failures.append(SourceLineError(file: fileName, line: proxy.line, message: error.message))
            }
        }
        proxy.notCarried.forEach { result.skip($0) }
        return result
    }

    /// The Byline line for one newsboat setting, nil when Byline has no meaning for it.
    static func translation(of name: String, values: [String], line: String) throws(SourceKeyError) -> String? {
        switch name {
        case "browser": return try browser(values)
        case "ignore-article", "highlight-article":
            let expressionAt = name == "ignore-article" ? 1 : 0
            guard values.count > expressionAt else { throw SourceKeyError(NewsboatText.expressionNeeded(name)) }
            var translated = values
            translated[expressionAt] = try expression(values[expressionAt], in: name)
            return words([name] + translated, quoting: expressionAt + 1)
        case "feed-sort-order", "article-sort-order":
            guard values.count == 1, let order = NewsboatSortOrder.byline(name, values[0]) else { return nil }
            return words([name == "feed-sort-order" ? "sort-sources" : "sort-articles", order])
        default:
            if sharedSyntax.contains(name) { return line.trimmingCharacters(in: .whitespaces) }
            if let byline = renamed[name] { return words([byline] + values) }
            return ConfigurationKey(rawValue: name) == nil ? nil : words([name] + values)
        }
    }

    /// The first operation of a `bind-key` or `macro` line that `knowsOperation` refuses.
    private static func unknownOperation(in line: String, knowsOperation: (String) -> Bool) -> String? {
        let parsed = Configuration.parse(line)
        for directive in parsed.configuration.keyDirectives {
            switch directive.kind {
            case .bind(_, let operation, _) where !knowsOperation(operation):
                return operation
            case .macro(_, let steps, _):
                if let step = steps.first(where: { $0.operation != "set" && !knowsOperation($0.operation) }) { return step.operation }
            default:
                continue
            }
        }
        return nil
    }

    /// newsboat's `browser`, a shell command line, as Byline's argv words (`%u` means the same).
    private static func browser(_ values: [String]) throws(SourceKeyError) -> String? {
        let command = values.joined(separator: " ")
        if command.contains(where: { "|&;<>()$".contains($0) }) {
            throw SourceKeyError(NewsboatText.browserNeedsShell(SourceLineError.quote(command)))
        }
        do throws(ShellWords.Failure) {
            return words(["browser"] + (try ShellWords.split(command)))
        } catch {
            throw SourceKeyError(NewsboatText.browserWords(error.message))
        }
    }

    private static func expression(_ text: String, in name: String) throws(SourceKeyError) -> String {
        do throws(FilterError) {
            return try NewsboatQuery.translate(text).description
        } catch {
            throw SourceKeyError(NewsboatText.settingExpression(name, error.description))
        }
    }

    /// `words` as one config line, each quoted where it needs to be (`quoting` always).
    static func words(_ words: [String], quoting: Int? = nil) -> String {
        words.enumerated().map { LineTokenizer.quoted($0.element, always: $0.offset == quoting) }.joined(separator: " ")
    }

    private mutating func add(_ line: String, validating: Bool) throws(SourceKeyError) {
        if validating, let error = Configuration.parse(line).errors.first { throw SourceKeyError(error.message) }
        lines.append(line)
    }

    private mutating func skip(_ name: String) {
        if !notCarried.contains(name) { notCarried.append(name) }
    }
}
