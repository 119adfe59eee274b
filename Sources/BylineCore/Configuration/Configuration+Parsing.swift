import BylineText
import Foundation

extension Configuration {
    /// What reading a config file found: the settings (defaults where the file is silent
    /// or wrong) and one error per line that was not used.
    public struct Parsed: Sendable, Equatable {
        /// The settings to run with.
        public var configuration: Configuration
        /// The lines that were skipped, with their reasons.
        public var errors: [SourceLineError]
        /// The setting each skipped line names, by line number, when it names a known one
        /// (so a command can report only the warnings about settings it uses).
        public var settingsOfErrors: [Int: ConfigurationKey]

        /// A result from its parts.
        public init(configuration: Configuration, errors: [SourceLineError], settingsOfErrors: [Int: ConfigurationKey] = [:]) {
            self.configuration = configuration
            self.errors = errors
            self.settingsOfErrors = settingsOfErrors
        }
    }

    /// The name used in messages when the caller gives none.
    public static let defaultFileName = "config"

    /// Settings from config text: `key value` lines, `#` comments, blank lines ignored.
    /// Values may be quoted; `browser` takes a command line of several words. A later line for the same key
    /// wins. Unknown keys and bad values are reported by line and the rest still apply.
    public static func parse(
        _ text: String, fileName: String = defaultFileName,
        environment: [String: String] = [:]
    ) -> Parsed {
        var configuration = Configuration(environment: environment)
        configuration.fileName = fileName
        var errors: [SourceLineError] = []
        var settingsOfErrors: [Int: ConfigurationKey] = [:]
        var reader = SourceBlockReader(fileName: fileName)
        for (number, line) in TextLines.numbered(text) {
            do throws(SourceKeyError) {
                if try reader.read(line, number: number) { continue }
                try apply(line, number: number, to: &configuration)
                if let name = line.split(whereSeparator: \.isWhitespace).first, let key = ConfigurationKey(rawValue: String(name)) {
                    configuration.settingLines[key] = number
                }
            } catch {
                errors.append(SourceLineError(file: fileName, line: number, message: error.message))
                let name = line.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
                settingsOfErrors[number] = ConfigurationKey(rawValue: name)
            }
        }
        errors += reader.finish()
        errors.sort { ($0.line ?? 0) < ($1.line ?? 0) }
        configuration.sourceBlocks = reader.blocks
        return Parsed(configuration: configuration, errors: errors, settingsOfErrors: settingsOfErrors)
    }

    /// Settings from the config file at `path`; a missing file gives the defaults.
    public static func load(path: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(LocalFileError) -> Parsed
    {
        guard let data = try LocalFile.readIfPresent(path) else {
            return Parsed(configuration: Configuration(environment: environment), errors: [])
        }
        return parse(TextLines.decode(data), fileName: (path as NSString).lastPathComponent, environment: environment)
    }

    /// `ignore-article FEED EXPRESSION`: the expression is one quoted value as newsboat
    /// writes it, or the rest of the line, re-quoted where it was quoted.
    private static func ignoreRule(_ values: [LineTokenizer.Token]) throws(SourceKeyError) -> IgnoreRule {
        guard values.count >= 2, let feed = values.first else {
            throw SourceKeyError(ConfigText.ignoreArticleNeeds(ConfigurationKey.ignoreArticle.valueSyntax))
        }
        let rest = values.dropFirst()
        let expression =
            rest.count == 1
            ? rest[rest.startIndex].text
            : rest.map { $0.quoted ? LineTokenizer.quoted($0.text, always: true) : $0.text }.joined(separator: " ")
        return try IgnoreRule(feedPattern: feed.text, expression: expression)
    }

    private static func apply(_ line: String, number: Int, to configuration: inout Configuration) throws(SourceKeyError) {
        let tokens: [LineTokenizer.Token]
        do throws(LineTokenizer.Failure) {
            tokens = try LineTokenizer.tokens(line, keepingHexColors: takesColors(line))
        } catch {
            throw SourceKeyError(ConfigText.unclosedQuote.text)
        }
        guard let name = tokens.first?.text else { return }
        guard let key = ConfigurationKey(rawValue: name) else {
            let known = ConfigurationKey.allCases.map(\.rawValue).joined(separator: ", ")
            throw SourceKeyError(ConfigText.unknownSetting(SourceLineError.quote(name), known))
        }
        if key.isKeyDirective {
            configuration.keyDirectives.append(try keyDirective(key, line: line, number: number))
            return
        }
        if try applyColorLine(key, tokens.dropFirst().map(\.text), to: &configuration) { return }
        if key == .ignoreArticle {
            configuration.killfile.rules.append(try ignoreRule(Array(tokens.dropFirst())))
            return
        }
        let values = tokens.dropFirst().map(\.text)
        guard let first = values.first, !first.isEmpty || values.count > 1 else {
            throw SourceKeyError(ConfigText.needsValue(name, key.valueSyntax))
        }
        guard values.count == 1 || key.takesWords else {
            throw SourceKeyError(ConfigText.takesOneValue(name, key.valueSyntax, values.count))
        }
        // Several words are re-quoted so `browser "/opt/My Browser/run" %u` keeps its path whole;
        // one quoted value is a whole command line, as newsboat users write `browser "firefox %u"`.
        let value = commandLine(values)
        try key.apply(value, to: &configuration)
    }
}
