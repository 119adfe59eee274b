import BylineCore

/// newsboat's default keys (`keymap newsboat`), for hands that learned them there.
///
/// Every key newsboat 2.21 binds by default runs the same operation here where Byline has
/// it: `r` reloads the selected source and `R` every source, `J`/`K` move, `g` sorts, `l`
/// shows or hides read articles, `C` marks every source read, `^F` clears the filter, and in
/// the article list `j`/`k` and `^N`/`^P` go to the next or previous (unread) source. A key
/// whose newsboat operation Byline lacks keeps Byline's own meaning (`s` stars, `u` undoes,
/// `f` fetches the whole story, `G` goes to the end, `O` sorts), so no Byline action loses
/// its key; newsboat's keys with no Byline meaning and no Byline binding (`E`, `:`, `t`,
/// `D`…) do nothing. The README lists both.
extension KeyMap {
    /// The key map `keymap newsboat` starts from: the standard map with newsboat's keys
    /// where they differ, the operations only newsboat gives a key, and its list-only keys.
    public static let newsboat = KeyMap(
        standard.bindings.flatMap { binding in
            [KeyBinding(newsboatKeys[binding.command] ?? binding.keys, binding.command)]
                + (binding.command == .openLink(9) ? [KeyBinding([.character("0")], .openLink(10))] : [])
        } + [
            KeyBinding([.character("C")], .markEverythingRead),
            KeyBinding([.control("f")], .clearFilter),
            KeyBinding([.character("l")], .toggleShowRead)
        ],
        overrides: [
            // newsboat's article list: j and k go from feed to feed, ^N and ^P to the next with unread articles.
            .list: [
                ContextBinding(key: .character("j"), override: .bound(.nextFeed)),
                ContextBinding(key: .character("k"), override: .bound(.previousFeed)),
                ContextBinding(key: .control("n"), override: .bound(.nextUnreadFeed)),
                ContextBinding(key: .control("p"), override: .bound(.previousUnreadFeed))
            ]
        ])

    /// The keys newsboat gives a command differently from the standard map (`r` and `R`
    /// swapped, `J`/`K` to move, `g` to sort, `b` to page up, `l` no longer opening).
    private static let newsboatKeys: [Command: [Key]] = [
        .moveUp: [.up, .character("K"), .character("k")],
        .moveDown: [.down, .character("J"), .character("j")],
        .pageUp: [.pageUp, .character("b")],
        .top: [.home],
        .bottom: [.end, .character("G")],
        .open: [.enter, .right],
        .refreshAll: [.character("R")],
        .refreshSource: [.character("r")],
        .cycleSort: [.character("g"), .character("O")]
    ]

    /// The key map a `keymap` setting names.
    public static func named(_ keymap: KeymapChoice) -> KeyMap {
        switch keymap {
        case .byline: standard
        case .newsboat: newsboat
        }
    }
}
