import BylineText
import Foundation

/// The block of settings an import from newsboat adds to Byline's config file, between two
/// marker comments, so that importing again replaces the block rather than adding a second.
///
/// Every line outside the block is kept as it was, in order. A one-value setting the user already
/// set outside the block keeps the user's value: the imported line is left out and named.
public enum NewsboatConfigBlock {
    /// The comment that opens the block.
    public static let start = "# >>> settings imported from newsboat (byline import --from-newsboat replaces this block)"
    /// The comment that closes it.
    public static let end = "# <<< end of the settings imported from newsboat"

    /// Settings that may be given many times; every other one takes the last value given.
    static let repeatable: Set<String> = [
        "bind-key", "unbind-key", "macro", "color", "highlight", "highlight-article", "ignore-article"
    ]

    /// `existing` with the block holding `lines` in place of the old block (or at the end),
    /// how many lines the block holds, and the settings left out because the file already
    /// sets them outside the block.
    public static func merge(_ lines: [String], into existing: String) -> (text: String, carried: Int, keptYours: [String]) {
        let ending = TextLines.lineEnding(of: existing)
        var outside: [String] = []
        var blockAt: Int?
        var inBlock = false
        for (_, line) in TextLines.numbered(existing) {
            if line == start {
                inBlock = true
                blockAt = blockAt ?? outside.count
            } else if inBlock {
                if line == end { inBlock = false }
            } else {
                outside.append(line)
            }
        }
        if outside == [""] { outside = [] }
        let yours = Set(outside.compactMap(settingName))
        var keptYours: [String] = []
        let block = lines.filter { line in
            guard let name = settingName(line), yours.contains(name), !repeatable.contains(name) else { return true }
            if !keptYours.contains(name) { keptYours.append(name) }
            return false
        }
        var result = outside
        if !block.isEmpty {
            result.insert(contentsOf: [start] + block + [end], at: min(blockAt ?? result.count, result.count))
        }
        let text = result.isEmpty ? "" : result.joined(separator: ending) + ending
        return (text, block.count, keptYours)
    }

    /// The setting a config line sets, nil for blank and comment lines.
    private static func settingName(_ line: String) -> String? {
        (try? LineTokenizer.tokens(line))?.first?.text
    }
}
