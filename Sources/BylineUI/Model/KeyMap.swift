/// Which key runs which command: plain data, from which the `?` help screen is made, so the
/// help can never disagree with the keys.
///
/// Bindings hold in every context; a context (the list, the article, the sources view, the
/// help) may rebind or unbind a key for itself (``overrides``). Macros run with the macro
/// prefix (`,`) and then their key. The config's lines make a map with ``customized(by:file:)``.
public struct KeyMap: Sendable {
    /// What a context does with one key instead of the binding that holds everywhere.
    public enum Override: Hashable, Sendable {
        /// The key runs this command in the context.
        case bound(Command)
        /// The key does nothing in the context.
        case unbound
    }

    /// One key a context binds its own way.
    public struct ContextBinding: Hashable, Sendable {
        /// The key.
        public var key: Key
        /// What it does there.
        public var override: Override
    }

    /// The bindings that hold in every context, in the order the help lists them.
    public let bindings: [KeyBinding]
    /// Each context's own bindings, in the order the config gave them.
    public let overrides: [KeyContext: [ContextBinding]]
    /// The macros, in the order the config gave them.
    public let macros: [Macro]
    private let lookup: [Key: Command]
    private let contextLookup: [KeyContext: [Key: Override]]
    private let macroLookup: [Key: Macro]

    /// A key map from bindings (when a key appears twice, the first binding wins), each
    /// context's own bindings and the macros.
    public init(_ bindings: [KeyBinding], overrides: [KeyContext: [ContextBinding]] = [:], macros: [Macro] = []) {
        self.bindings = bindings
        self.overrides = overrides
        self.macros = macros
        var lookup: [Key: Command] = [:]
        for binding in bindings {
            for key in binding.keys where lookup[key] == nil {
                lookup[key] = binding.command
            }
        }
        self.lookup = lookup
        contextLookup = overrides.mapValues { Dictionary($0.map { ($0.key, $0.override) }) { _, last in last } }
        macroLookup = Dictionary(macros.map { ($0.key, $0) }) { _, last in last }
    }

    /// The command bound to `key` in every context, if any.
    public func command(for key: Key) -> Command? {
        lookup[key]
    }

    /// The command `key` runs in `context`: the context's own binding, else the one that
    /// holds everywhere.
    public func command(for key: Key, in context: KeyContext) -> Command? {
        switch contextLookup[context]?[key] {
        case .bound(let command): return command
        case .unbound: return nil
        case nil: return lookup[key]
        }
    }

    /// Every key bound to `command` everywhere.
    public func keys(for command: Command) -> [Key] {
        bindings.filter { $0.command == command }.flatMap(\.keys)
    }

    /// Every key that runs `command` in `context`, the context's own first.
    public func keys(for command: Command, in context: KeyContext) -> [Key] {
        let own = overrides[context, default: []].filter { $0.override == .bound(command) }.map(\.key)
        return own + keys(for: command).filter { !own.contains($0) && self.command(for: $0, in: context) == command }
    }

    /// The macro `,` then `key` runs, if any.
    public func macro(for key: Key) -> Macro? {
        macroLookup[key]
    }

    /// The keys of design §5, plus F1 for help, Shift-Tab beside Tab and `,` for macros.
    public static let standard = KeyMap(
        [
            KeyBinding([.up, .character("k")], .moveUp),
            KeyBinding([.down, .character("j")], .moveDown),
            KeyBinding([.pageUp], .pageUp),
            KeyBinding([.pageDown, .character(" ")], .pageDown),
            KeyBinding([.home, .character("g")], .top),
            KeyBinding([.end, .character("G")], .bottom),
            KeyBinding([.enter, .right, .character("l")], .open),
            KeyBinding([.escape, .left, .character("h")], .back),
            KeyBinding([.tab, .backTab], .switchPane),
            KeyBinding([.character("n")], .nextUnread),
            KeyBinding([.character("p")], .previousUnread),
            KeyBinding([.character("/")], .filter),
            KeyBinding([.character("o")], .openInBrowser),
            KeyBinding([.character("f")], .fetchFullText),
            KeyBinding([.character("s")], .toggleStar),
            KeyBinding([.character("N")], .toggleRead),
            KeyBinding([.character("A")], .markAllRead),
            KeyBinding([.character("r")], .refreshAll),
            KeyBinding([.character("R")], .refreshSource),
            KeyBinding([.character("S")], .showSources),
            KeyBinding([.character("O")], .cycleSort),
            KeyBinding([.character("u")], .undo),
            KeyBinding([.character("F")], .setFilter),
            KeyBinding([.character("|")], .pipeTo),
            KeyBinding([.control("b")], .bookmark),
            KeyBinding([.character("w")], .saveArticle),
            KeyBinding([.character("i")], .sourceInfo),
            KeyBinding([.character("e")], .enqueue),
            KeyBinding([.character("D")], .showDownloads),
            KeyBinding([.character("<")], .scrollCodeLeft),
            KeyBinding([.character(">")], .scrollCodeRight)
        ] + (1...9).map { KeyBinding([.character(Character(String($0)))], .openLink($0)) } + [
            KeyBinding([.character("?"), .function(1)], .help),
            KeyBinding([.redraw], .redraw),
            KeyBinding([.character("q")], .backOrQuit),
            KeyBinding([.character("Q")], .quit),
            KeyBinding([.character(",")], .macroPrefix)
        ])
}
