import BylineCore

/// The help screen, generated from the bindings.
extension KeyMap {
    /// One line of help: the keys and what they do.
    public struct HelpEntry: Hashable, Sendable {
        /// The keys, as they are bound.
        public var keys: [Key]
        /// How the keys are written (`↑ k`, `1–9`).
        public var label: String
        /// What they do.
        public var summary: String
    }

    /// What the mouse does, listed after the keys.
    static var mouseEntries: [HelpEntry] {
        [HelpEntry(keys: [], label: BrowserText.mouseWheel.text, summary: BrowserText.mouseWheelSummary.text),
         HelpEntry(keys: [], label: BrowserText.click.text, summary: BrowserText.clickSummary.text)]
    }

    /// One entry per command; commands that share a summary (the nine link keys) share a line.
    public var helpEntries: [HelpEntry] {
        var entries: [HelpEntry] = []
        for binding in bindings {
            let summary = binding.command.summary
            if let last = entries.last, last.summary == summary {
                entries[entries.count - 1].keys += binding.keys
            } else {
                entries.append(HelpEntry(keys: binding.keys, label: "", summary: summary))
            }
        }
        for index in entries.indices {
            entries[index].label = Self.label(for: entries[index].keys)
        }
        return entries + Self.mouseEntries
    }

    /// The help as text lines: keys in a column, then what they do.
    public var helpLines: [String] {
        let entries = helpEntries
        let column = entries.map { DisplayWidth.of($0.label) }.max() ?? 0
        return entries.map { entry in
            entry.label + String(repeating: " ", count: column - DisplayWidth.of(entry.label) + 2) + entry.summary
        }
    }

    /// `↑ k` for a few keys; a run of digit keys as `1–9`.
    static func label(for keys: [Key]) -> String {
        let digits = keys.compactMap { key -> Int? in
            if case .character(let character) = key { return character.wholeNumberValue }
            return nil
        }
        if digits.count == keys.count, digits.count > 2, let first = digits.first, let last = digits.last,
           digits == Array(first...last) {
            return "\(first)–\(last)"
        }
        return keys.map(\.label).joined(separator: " ")
    }
}
