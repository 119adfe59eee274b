import BylineCore
import BylineText

/// Applies a config's key-binding lines to a key map, one after another as newsboat does,
/// keeping the words each key was bound with so a key bound twice can say which line won.
struct KeyMapBuilder {
    /// Who bound a key, for the "bound again" warning.
    private struct Origin {
        var word: String
        var operation: String
        var line: Int
    }

    private var base: [Key: Command] = [:]
    private var rank: [Key: Int] = [:]
    private var overrides: [KeyContext: [Key: KeyMap.Override]] = [:]
    private var overrideRank: [KeyContext: [Key: Int]] = [:]
    private var macros: [Key: (macro: Macro, line: Int)] = [:]
    private var origins: [KeyContext?: [Key: Origin]] = [:]
    private let commandOrder: [Command]
    private let file: String
    /// The problems found so far, by line.
    private(set) var warnings: [SourceLineError] = []

    /// A builder that starts from `map`'s bindings and its contexts' own; messages name `file`.
    init(_ map: KeyMap, file: String) {
        self.file = file
        for (position, key) in map.bindings.flatMap(\.keys).enumerated() {
            guard base[key] == nil, let command = map.command(for: key) else { continue }
            base[key] = command
            rank[key] = position
        }
        for (context, bindings) in map.overrides {
            for (position, binding) in bindings.enumerated() {
                overrides[context, default: [:]][binding.key] = binding.override
                overrideRank[context, default: [:]][binding.key] = position
            }
        }
        commandOrder = map.bindings.map(\.command) + Command.operationNames.map(\.command)
    }

    /// Notes a problem on `line`.
    mutating func warn(_ line: Int, _ message: String) {
        warnings.append(SourceLineError(file: file, line: line, message: message))
    }

    /// `bind-key`: `key` runs `command` everywhere (nil) or in one context.
    mutating func bind(_ key: Key, word: String, to command: Command, operation: String, in context: KeyContext?, line: Int) {
        let scopes: [KeyContext?] = context.map { [$0] } ?? [nil] + KeyContext.allCases.map { $0 }
        if let earlier = scopes.compactMap({ origins[$0]?[key] }).max(by: { $0.line < $1.line }) {
            if let context {
                warn(line, KeyBindingText.reboundInContext(word, context.rawValue, operation, line, earlier.operation, earlier.line))
            } else {
                warn(line, KeyBindingText.rebound(word, operation, line, earlier.operation, earlier.line))
            }
        }
        if let context {
            overrides[context, default: [:]][key] = .bound(command)
            overrideRank[context, default: [:]][key] = 1000 + line
        } else {
            // A key bound again to what it already does keeps its place in the help.
            if base[key] != command { rank[key] = 1000 + line }
            base[key] = command
            for scope in KeyContext.allCases { clearOverride(key, in: scope) }
        }
        origins[context, default: [:]][key] = Origin(word: word, operation: operation, line: line)
    }

    /// `unbind-key`: `key` does nothing everywhere (nil) or in one context.
    mutating func unbind(_ key: Key, in context: KeyContext?, line: Int) {
        guard let context else {
            base[key] = nil
            for scope in KeyContext.allCases { clearOverride(key, in: scope) }
            origins[nil]?[key] = nil
            return
        }
        clearOverride(key, in: context)
        if base[key] != nil {
            overrides[context, default: [:]][key] = .unbound
            overrideRank[context, default: [:]][key] = 1000 + line
        }
    }

    /// `unbind-key -a`: no key does anything, everywhere (nil) or in one context.
    mutating func unbindAll(in context: KeyContext?, line: Int) {
        guard let context else {
            base = [:]
            overrides = [:]
            origins = [:]
            return
        }
        for key in base.keys { unbind(key, in: context, line: line) }
        for key in overrides[context, default: [:]].keys where base[key] == nil { clearOverride(key, in: context) }
    }

    /// `macro`: `,` then `key` runs `macro`.
    mutating func define(_ macro: Macro, word: String, line: Int) {
        if let earlier = macros[macro.key] {
            warn(line, KeyBindingText.macroDefinedAgain(word, line, earlier.line))
        }
        macros[macro.key] = (macro, line)
    }

    /// The key map the lines made.
    func build() -> KeyMap {
        var byCommand: [Command: [Key]] = [:]
        for key in base.keys.sorted(by: { rank[$0, default: .max] < rank[$1, default: .max] }) {
            if let command = base[key] { byCommand[command, default: []].append(key) }
        }
        var seen = Set<Command>()
        let bindings = commandOrder.compactMap { command -> KeyBinding? in
            guard seen.insert(command).inserted, let keys = byCommand[command] else { return nil }
            return KeyBinding(keys, command)
        }
        var contextBindings: [KeyContext: [KeyMap.ContextBinding]] = [:]
        for (context, table) in overrides where !table.isEmpty {
            let ranks = overrideRank[context, default: [:]]
            contextBindings[context] = table.sorted { ranks[$0.key, default: 0] < ranks[$1.key, default: 0] }
                .map { KeyMap.ContextBinding(key: $0.key, override: $0.value) }
        }
        let macroList = macros.values.sorted { $0.line < $1.line }.map(\.macro)
        return KeyMap(bindings, overrides: contextBindings, macros: macroList)
    }

    private mutating func clearOverride(_ key: Key, in context: KeyContext) {
        overrides[context]?[key] = nil
        overrideRank[context]?[key] = nil
        origins[context]?[key] = nil
    }
}
