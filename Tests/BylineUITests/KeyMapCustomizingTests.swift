import BylineCore
import Testing

@testable import BylineUI

/// The config's key-binding lines applied to the standard map (pure: no terminal).
@Suite struct KeyMapCustomizingTests {
    /// The standard map changed by `config`'s lines, and the warnings.
    static func customized(_ config: String) -> (map: KeyMap, warnings: [String]) {
        let parsed = Configuration.parse(config)
        let result = KeyMap.standard.customized(by: parsed.configuration.keyDirectives, file: "config")
        return (result.map, result.warnings.map(\.description))
    }

    @Test func newsboatKeyNamesNameTheKeys() {
        let expected: [String: Key] = [
            "^D": .control("d"), "^l": .control("l"), "ENTER": .enter, "SPACE": .character(" "), "TAB": .tab,
            "UP": .up, "DOWN": .down, "LEFT": .left, "RIGHT": .right, "PPAGE": .pageUp, "NPAGE": .pageDown,
            "HOME": .home, "END": .end, "BACKSPACE": .backspace, "ESC": .escape, "F1": .function(1),
            "F12": .function(12), "x": .character("x"), "X": .character("X"), "한": .character("한"), "^H": .backspace
        ]
        for (word, key) in expected {
            #expect(Key(configName: word) == key, "\(word)")
        }
        for word in ["F13", "F0", "^1", "CTRL-D", "jj", "\u{7}", ""] {
            #expect(Key(configName: word) == nil, "\(word)")
        }
    }

    @Test func aBoundKeyRunsItsOperationAndAnUnboundDefaultNoLongerDoes() {
        let (map, warnings) = Self.customized("bind-key j toggle-article-read\nunbind-key n\nbind-key ^D pagedown\n")
        #expect(warnings == [])
        for context in KeyContext.allCases {
            #expect(map.command(for: .character("j"), in: context) == .toggleRead)
            #expect(map.command(for: .character("n"), in: context) == nil)
            #expect(map.command(for: .control("d"), in: context) == .pageDown)
            #expect(map.command(for: .down, in: context) == .moveDown)
        }
        #expect(map.keys(for: .moveDown) == [.down])
        #expect(map.keys(for: .toggleRead) == [.character("N"), .character("j")])
        #expect(map.keys(for: .nextUnread) == [])
    }

    @Test func aContextBindsAKeyForItselfOnly() {
        let (map, warnings) = Self.customized(
            """
            bind-key SPACE next-unread article
            unbind-key q articlelist
            bind-key x reload feedlist
            unbind-key -a help
            bind-key ESC help help
            """)
        #expect(warnings == [])
        #expect(map.command(for: .character(" "), in: .article) == .nextUnread)
        #expect(map.command(for: .character(" "), in: .list) == .pageDown)
        #expect(map.command(for: .character("q"), in: .list) == nil)
        #expect(map.command(for: .character("q"), in: .article) == .backOrQuit)
        #expect(map.command(for: .character("x"), in: .sources) == .refreshSource)
        #expect(map.command(for: .character("x"), in: .list) == nil)
        #expect(map.command(for: .character("j"), in: .help) == nil)
        #expect(map.command(for: .escape, in: .help) == .help)
        #expect(map.keys(for: .nextUnread, in: .article) == [.character(" "), .character("n")])
        #expect(map.keys(for: .backOrQuit, in: .list) == [])
    }

    @Test func unbindingEverythingLeavesOnlyWhatIsBoundAfter() {
        let (map, _) = Self.customized("unbind-key -a\nbind-key x hard-quit\n")
        #expect(map.bindings == [KeyBinding([.character("x")], .quit)])
        #expect(map.command(for: .character("q"), in: .list) == nil)
        #expect(map.command(for: .character("?"), in: .article) == nil)
    }

    @Test func aBadLineNamesItsLineAndTheRestStillApply() {
        let (map, warnings) = Self.customized(
            """
            bind-key x toggle-star
            bind-key y frob
            bind-key z save-all
            bind-key M-x open
            bind-key w open podboat
            bind-key v open nowhere
            macro m down ; frob
            macro s set download-path /tmp ; open
            macro o open extra
            bind-key u undo
            """)
        #expect(
            warnings == [
                "config:2: unknown operation 'frob'",
                "config:3: newsboat's operation 'save-all' is not supported (Byline has no such action); line skipped",
                "config:4: unknown key 'M-x' (a character, ^A–^Z, F1–F12, ENTER, SPACE, TAB, ESC, BACKSPACE, DEL, UP, DOWN, LEFT, RIGHT, PPAGE, NPAGE, HOME or END)",
                "config:5: newsboat's context 'podboat' is not supported (Byline has no such view); line skipped",
                "config:6: unknown context 'nowhere' (list, article, sources, help, all; or newsboat's articlelist, feedlist)",
                "config:7: unknown operation 'frob'",
                "config:8: in a macro, only 'set browser COMMAND' has a meaning in Byline; line skipped",
                "config:9: 'open' takes no arguments, not 'extra'"
            ])
        #expect(map.command(for: .character("x"), in: .list) == .toggleStar)
        #expect(map.command(for: .character("u"), in: .list) == .undo)
        #expect(map.command(for: .character("y"), in: .list) == nil)
        #expect(map.macros == [])
    }

    @Test func aKeyBoundTwiceSaysWhichBindingWon() {
        let (map, warnings) = Self.customized(
            """
            bind-key j next
            bind-key k up article
            bind-key j down
            bind-key k down article
            unbind-key j
            bind-key j open
            macro x open
            macro x quit
            """)
        #expect(
            warnings == [
                "config:3: j bound again; 'down' (line 3) replaces 'next' (line 1)",
                "config:4: k bound again in article; 'down' (line 4) replaces 'up' (line 2)",
                "config:8: macro x defined again; line 8 replaces line 7"
            ])
        #expect(map.command(for: .character("j"), in: .list) == .open)
        #expect(map.command(for: .character("k"), in: .article) == .moveDown)
        #expect(map.command(for: .character("k"), in: .list) == .moveUp)
        #expect(map.macro(for: .character("x"))?.steps == [.command(.backOrQuit)])
    }

    @Test func everyCommandHasAnOperationNameThatFindsIt() {
        let commands = KeyMap.standard.bindings.map(\.command) + [.clearFilter, .toggleShowRead, .markEverythingRead]
        for command in commands {
            #expect(!command.operationName.isEmpty, "\(command)")
            #expect(Command.lookUp(operation: command.operationName) == .command(command), "\(command)")
        }
        let newsboat: [String: Command] = [
            "open": .open, "quit": .backOrQuit, "hard-quit": .quit, "up": .moveUp, "down": .moveDown, "next": .moveDown,
            "prev": .moveUp, "pageup": .pageUp, "pagedown": .pageDown, "home": .top, "end": .bottom,
            "next-unread": .nextUnread, "prev-unread": .previousUnread, "toggle-article-read": .toggleRead,
            "mark-feed-read": .markAllRead, "mark-all-feeds-read": .markEverythingRead, "reload": .refreshSource,
            "reload-all": .refreshAll, "open-in-browser": .openInBrowser, "toggle-show-read-feeds": .toggleShowRead,
            "set-filter": .setFilter, "clear-filter": .clearFilter, "help": .help, "open-search": .filter, "sort": .cycleSort,
            "redraw": .redraw, "macro-prefix": .macroPrefix, "one": .openLink(1), "nine": .openLink(9)
        ]
        for (name, command) in newsboat {
            #expect(Command.lookUp(operation: name) == .command(command), "\(name)")
        }
        #expect(Command.lookUp(operation: "bookmark") == .command(.bookmark))
        #expect(Command.lookUp(operation: "pipe-to") == .command(.pipeTo))
        #expect(Command.lookUp(operation: "save") == .command(.saveArticle))
        #expect(Command.lookUp(operation: "save-all") == .unsupported)
        #expect(Command.lookUp(operation: "Open") == .unknown)
    }

    @Test func macrosKeepTheirStepsAndSetBrowser() {
        let (map, warnings) = Self.customized(
            """
            macro p set browser "mpv %u" ; open-in-browser ; set browser "/opt/My Browser/run" %u
            macro n next-unread; open -- "Open the next unread"
            """)
        #expect(warnings == [])
        #expect(
            map.macros == [
                Macro(
                    key: .character("p"), steps: [.setBrowser("mpv %u"), .command(.openInBrowser), .setBrowser("\"/opt/My Browser/run\" %u")],
                    summary: "set browser \"mpv %u\"; open-in-browser; set browser \"/opt/My Browser/run\" %u"),
                Macro(key: .character("n"), steps: [.command(.nextUnread), .command(.open)], summary: "Open the next unread")
            ])
    }

    @Test func theHelpShowsTheEffectiveMapPerContextWithMacros() {
        #expect(!KeyMap.standard.helpLines.joined().contains("macro"))
        let (map, _) = Self.customized(
            """
            bind-key x toggle-star
            unbind-key s
            bind-key SPACE next-unread article
            unbind-key q articlelist
            macro m down ; down ; toggle-article-read
            """)
        let lines = map.helpLines
        let text = lines.joined(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("x ") && $0.hasSuffix("Star / unstar") })
        #expect(!lines.contains { $0.hasPrefix("s ") })
        #expect(lines.contains { $0.hasPrefix(",  ") && $0.hasSuffix("Run a macro: then the macro's key") })
        let article = lines.firstIndex(of: "In the article:")
        let list = lines.firstIndex(of: "In the list:")
        let macros = lines.firstIndex(of: "Macros:")
        #expect(list != nil && article != nil && macros != nil)
        if let list, let article, let macros {
            #expect(list < article && article < macros)
            #expect(lines[list + 1].hasPrefix("q ") && lines[list + 1].hasSuffix("(unbound here)"))
            #expect(lines[article + 1].hasPrefix("Space ") && lines[article + 1].hasSuffix("Next unread article"))
            #expect(lines[macros + 1].hasPrefix(", m ") && lines[macros + 1].hasSuffix("down; down; toggle-article-read"))
        }
        #expect(text.contains("Mouse wheel"))
    }
}
