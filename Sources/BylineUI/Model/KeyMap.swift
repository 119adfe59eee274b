/// Which key runs which command: plain data, from which the `?` help screen is made, so the
/// help can never disagree with the keys.
public struct KeyMap: Sendable {
    /// The bindings, in the order the help lists them.
    public let bindings: [KeyBinding]
    private let lookup: [Key: Command]

    /// A key map from bindings; when a key appears twice, the first binding wins.
    public init(_ bindings: [KeyBinding]) {
        self.bindings = bindings
        var lookup: [Key: Command] = [:]
        for binding in bindings {
            for key in binding.keys where lookup[key] == nil {
                lookup[key] = binding.command
            }
        }
        self.lookup = lookup
    }

    /// The command bound to `key`, if any.
    public func command(for key: Key) -> Command? {
        lookup[key]
    }

    /// Every key bound to `command`.
    public func keys(for command: Command) -> [Key] {
        bindings.filter { $0.command == command }.flatMap(\.keys)
    }

    /// The keys of design §5, plus F1 for help and Shift-Tab beside Tab.
    public static let standard = KeyMap([
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
        KeyBinding([.character("<")], .scrollCodeLeft),
        KeyBinding([.character(">")], .scrollCodeRight),
    ] + (1...9).map { KeyBinding([.character(Character(String($0)))], .openLink($0)) } + [
        KeyBinding([.character("?"), .function(1)], .help),
        KeyBinding([.redraw], .redraw),
        KeyBinding([.character("q")], .backOrQuit),
        KeyBinding([.character("Q")], .quit),
    ])
}
