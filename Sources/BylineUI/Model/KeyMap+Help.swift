import BylineCore
import BylineText

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
        [
            HelpEntry(keys: [], label: BrowserText.mouseWheel.text, summary: BrowserText.mouseWheelSummary.text),
            HelpEntry(keys: [], label: BrowserText.click.text, summary: BrowserText.clickSummary.text)
        ]
    }

    /// One entry per command bound everywhere; commands that share a summary (the nine link
    /// keys) share a line. The macro prefix is listed only when there are macros to run.
    public var helpEntries: [HelpEntry] {
        Self.entries(bindings.filter { $0.command != .macroPrefix || !macros.isEmpty }) + Self.mouseEntries
    }

    /// The keys a context binds its own way (`(unbound here)` for a key it unbinds), one line each.
    public func helpEntries(in context: KeyContext) -> [HelpEntry] {
        overrides[context, default: []].map { binding in
            switch binding.override {
            case .bound(let command): return HelpEntry(keys: [binding.key], label: binding.key.label, summary: command.summary)
            case .unbound: return HelpEntry(keys: [binding.key], label: binding.key.label, summary: KeyBindingText.unboundHere.text)
            }
        }
    }

    /// The macros, one line each: `, x` and what it runs.
    public var macroEntries: [HelpEntry] {
        let prefix = keys(for: .macroPrefix).first?.label ?? ","
        return macros.map { HelpEntry(keys: [$0.key], label: prefix + " " + $0.key.label, summary: $0.summary) }
    }

    /// The help as text lines: the keys that hold everywhere, then each context's own
    /// bindings under its name, then the macros; keys in a column, then what they do.
    public var helpLines: [String] {
        var sections: [(title: String?, entries: [HelpEntry])] = [(nil, helpEntries)]
        for context in KeyContext.allCases where !helpEntries(in: context).isEmpty {
            sections.append((context.title, helpEntries(in: context)))
        }
        if !macros.isEmpty { sections.append((KeyBindingText.macros.text, macroEntries)) }
        let column = sections.flatMap(\.entries).map { DisplayWidth.of($0.label) }.max() ?? 0
        var lines: [String] = []
        for section in sections {
            if let title = section.title { lines += ["", title] }
            lines += section.entries.map { entry in
                entry.label + String(repeating: " ", count: column - DisplayWidth.of(entry.label) + 2) + entry.summary
            }
        }
        return lines
    }

    /// Entries for `bindings`, consecutive commands with the same summary on one line.
    private static func entries(_ bindings: [KeyBinding]) -> [HelpEntry] {
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
            entries[index].label = label(for: entries[index].keys)
        }
        return entries
    }

    /// `↑ k` for a few keys; a run of digit keys as `1–9`.
    static func label(for keys: [Key]) -> String {
        let digits = keys.compactMap { key -> Int? in
            if case .character(let character) = key { return character.wholeNumberValue }
            return nil
        }
        if digits.count == keys.count, digits.count > 2, let first = digits.first, let last = digits.last, first <= last,
            digits == Array(first...last)
        {
            return "\(first)–\(last)"
        }
        // newsboat's 0 opens link 10, after 1–9.
        if digits.count == keys.count, digits.count > 3, digits.last == 0, let first = digits.first,
            Array(digits.dropLast()) == Array(first...(first + digits.count - 2))
        {
            return "\(first)–\(first + digits.count - 2) 0"
        }
        return keys.map(\.label).joined(separator: " ")
    }
}
