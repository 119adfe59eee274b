import Foundation

/// The config file's settings as the default config documents them, for the man page: each
/// setting with its value syntax, its default and the comment above it.
///
/// Read from `Resources/config.default` (built in as ``DefaultConfiguration/text``), so the
/// reference cannot say something the documented file does not. In that file a setting is a
/// comment line `# KEY VALUE` whose KEY is a ``ConfigurationKey``; the comment lines before
/// it (up to a blank line or the previous setting) describe it, and settings written one
/// after another share that description.
public enum ConfigurationReference {
    /// One documented setting.
    public struct Entry: Sendable, Equatable {
        /// The setting.
        public var key: ConfigurationKey
        /// The value as the default config shows it (its default, or an example).
        public var example: String
        /// The description's paragraphs; an indented line (an example) is its own paragraph.
        public var description: [String]
    }

    /// Every setting the default config documents, in its order; then any ``ConfigurationKey``
    /// it leaves out, with no description.
    public static var entries: [Entry] {
        let documented = parse(DefaultConfiguration.text)
        let missing = ConfigurationKey.allCases.filter { key in !documented.contains { $0.key == key } }
        return documented + missing.map { Entry(key: $0, example: "", description: []) }
    }

    /// The settings documented in `text` (a config file in the default config's style).
    public static func parse(_ text: String) -> [Entry] {
        var entries: [Entry] = []
        var prose: [String] = []
        var lastWasSetting = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            guard line.hasPrefix("#") else {
                prose = []
                lastWasSetting = false
                continue
            }
            let body = line.dropFirst().hasPrefix(" ") ? String(line.dropFirst(2)) : String(line.dropFirst())
            if let (key, example) = setting(body) {
                entries.append(Entry(key: key, example: example, description: paragraphs(prose)))
                lastWasSetting = true
                continue
            }
            if lastWasSetting { prose = [] }
            lastWasSetting = false
            prose.append(body)
        }
        return entries
    }

    /// `KEY VALUE` when `body` is a setting line.
    private static func setting(_ body: String) -> (ConfigurationKey, String)? {
        guard let first = body.first, !first.isWhitespace else { return nil }
        let parts = body.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, let key = ConfigurationKey(rawValue: String(parts[0])) else { return nil }
        return (key, String(parts[1]))
    }

    /// Prose lines joined into paragraphs: an empty line ends one, an indented line stands alone.
    private static func paragraphs(_ lines: [String]) -> [String] {
        var result: [String] = []
        var current: [String] = []
        func flush() {
            if !current.isEmpty { result.append(current.joined(separator: " ")) }
            current = []
        }
        for line in lines {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                flush()
            } else if line.hasPrefix(" ") {
                flush()
                result.append(line)
            } else {
                current.append(line)
            }
        }
        flush()
        return result
    }
}
