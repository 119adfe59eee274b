import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// `keymap newsboat` and newsboat's operations that step from source to source (pure: no terminal).
@Suite struct NewsboatKeysTests {
    /// The sources view's scene with newsboat's keys.
    static func scene(keyMap: KeyMap = .newsboat) -> (AppState, FakeStore) {
        var store = FakeStore(SnapshotScenes.rows)
        var state = AppState(now: Sample.now, timeZone: Sample.utc, keyMap: keyMap, sources: SourcesViewTests.entries)
        store.drive(&state, .resize(width: 80, height: 24))
        return (state, store)
    }

    @Test("newsboat's default keys run Byline's same operations: r this source, R all, J K, g, l, C, ^F, 0")
    func newsboatKeysRunTheSameOperations() {
        let map = KeyMap.newsboat
        let everywhere: [(Key, Command)] = [
            (.character("r"), .refreshSource), (.character("R"), .refreshAll), (.character("J"), .moveDown),
            (.character("K"), .moveUp), (.character("A"), .markAllRead), (.character("C"), .markEverythingRead),
            (.character("n"), .nextUnread), (.character("p"), .previousUnread), (.character("N"), .toggleRead),
            (.character("o"), .openInBrowser), (.character("l"), .toggleShowRead), (.character("/"), .filter),
            (.character("F"), .setFilter), (.control("f"), .clearFilter), (.character("g"), .cycleSort),
            (.control("b"), .bookmark), (.character("|"), .pipeTo), (.character("?"), .help), (.character("q"), .backOrQuit),
            (.character("Q"), .quit), (.character(","), .macroPrefix), (.enter, .open), (.character("0"), .openLink(10)),
            (.character("9"), .openLink(9)), (.character(" "), .pageDown), (.character("b"), .pageUp),
            // Byline's own, where newsboat's operation is not Byline's: s stars, u undoes, f reads the page.
            (.character("s"), .toggleStar), (.character("u"), .undo), (.character("f"), .fetchFullText), (.character("G"), .bottom)
        ]
        for (key, command) in everywhere {
            for context in [KeyContext.sources, .article] {
                #expect(map.command(for: key, in: context) == command, "\(key.label) in \(context)")
            }
        }
        let list: [(Key, Command)] = [
            (.character("j"), .nextFeed), (.character("k"), .previousFeed),
            (.control("n"), .nextUnreadFeed), (.control("p"), .previousUnreadFeed)
        ]
        for (key, command) in list {
            #expect(map.command(for: key, in: .list) == command, "\(key.label)")
        }
        #expect(map.command(for: .character("j"), in: .article) == .moveDown)
        for key in [Key.character("E"), .character(":"), .character("t"), .control("e")] {
            #expect(map.command(for: key, in: .list) == nil, "\(key.label): no Byline meaning yet")
        }
        // newsboat's delete-article has no meaning yet; its `D` opens the downloads, as podboat's list.
        #expect(map.command(for: .character("D"), in: .list) == .showDownloads)
        #expect(map.command(for: .character("e"), in: .list) == .enqueue)
        #expect(map.helpLines.contains { $0.hasPrefix("1–9 0") })
    }

    @Test("the config's key lines change newsboat's keys, and its list-only keys survive them")
    func configLinesChangeNewsboatKeys() {
        let parsed = Configuration.parse("keymap newsboat\nbind-key x reload-all\nbind-key ^N next-unread-feed\n")
        #expect(parsed.errors.isEmpty && parsed.configuration.keymap == .newsboat)
        let (map, warnings) = KeyMap.named(parsed.configuration.keymap).customized(by: parsed.configuration.keyDirectives, file: "config")
        #expect(warnings == [])
        #expect(map.command(for: .character("x"), in: .list) == .refreshAll)
        #expect(map.command(for: .character("j"), in: .list) == .nextFeed)
        #expect(map.command(for: .control("n"), in: .article) == .nextUnreadFeed)
        #expect(Configuration.parse("keymap emacs\n").errors.count == 1)
    }

    @Test(
        "next-feed, prev-feed, next-unread-feed and prev-unread-feed are operations, not warnings",
        arguments: [
            ("next-feed", Command.nextFeed), ("prev-feed", .previousFeed), ("next-unread-feed", .nextUnreadFeed),
            ("prev-unread-feed", .previousUnreadFeed), ("zero", .openLink(10))
        ])
    func feedOperationsAreUnderstood(name: String, command: Command) {
        #expect(Command.lookUp(operation: name) == .command(command))
        let parsed = Configuration.parse("bind-key ^X \(name)\n")
        #expect(KeyMap.standard.customized(by: parsed.configuration.keyDirectives, file: "config").warnings.isEmpty)
    }

    @Test("j and k in a source's list show the next and previous source's articles, in the sources view's order")
    func jAndKStepThroughSources() {
        var (state, store) = Self.scene()
        // From All, the first source is next (the sources are counted first, for their names).
        store.drive(&state, .key(.character("j")))
        let names = state.sources.rows.filter { if case .source = $0.target { true } else { false } }.map(\.name)
        #expect(names == ["Broken feed", "Emoji 🚀 Daily", "NHK ニュース", "Wire", "연합뉴스"])
        #expect(state.sourceName == "Broken feed" && state.query.sourceKey == "broken")
        store.drive(&state, .key(.character("j")))
        store.drive(&state, .key(.character("j")))
        #expect(state.sourceName == "NHK ニュース" && state.listPane.window.total == 1)
        store.drive(&state, .key(.character("k")))
        #expect(state.sourceName == "Emoji 🚀 Daily" && state.query.sourceKey == "emoji")
        #expect(state.sources.selectedRow?.name == "Emoji 🚀 Daily", "the sources view follows")
        for _ in 0..<3 { store.drive(&state, .key(.character("j"))) }
        #expect(state.sourceName == "연합뉴스")
        store.drive(&state, .key(.character("j")))
        #expect(state.sourceName == "연합뉴스")
        #expect(state.status?.text == "Already at the last source")
    }

    @Test("^N and ^P go to the next and previous source with unread articles, counted afresh")
    func controlNAndPStepToUnreadSources() throws {
        var (state, store) = Self.scene()
        store.drive(&state, .key(.control("n")))
        let unread = Dictionary(
            state.sources.rows.compactMap { row -> (String, Int)? in
                if case .source = row.target { return (row.name, row.tally.unread) }
                return nil
            }
        ) { first, _ in first }
        let withUnread = ["Broken feed", "Emoji 🚀 Daily", "NHK ニュース", "Wire", "연합뉴스"].filter { unread[$0, default: 0] > 0 }
        try #require(withUnread.count >= 2)
        #expect(state.sourceName == withUnread.first)
        let effects = store.drive(&state, .key(.control("n")))
        #expect(effects.contains { if case .loadSourceCounts = $0 { true } else { false } }, "counts are asked for afresh")
        #expect(state.sourceName == withUnread[1])
        store.drive(&state, .key(.control("p")))
        #expect(state.sourceName == withUnread[0])
        store.drive(&state, .key(.control("p")))
        #expect(state.sourceName == withUnread[0])
        #expect(state.status?.text == "No other source has unread articles")
    }

    @Test("sort-sources name-reversed lists the sources Z to A, and O keeps the direction")
    func reversedSourceOrder() {
        var settings = BrowserSettings()
        settings.sortSourcesReversed = true
        var store = FakeStore(SnapshotScenes.rows)
        var state = AppState(now: Sample.now, timeZone: Sample.utc, settings: settings, sources: SourcesViewTests.entries)
        store.drive(&state, .resize(width: 80, height: 24))
        store.drive(&state, .key(.character("S")))
        func sources() -> [String] { state.sources.rows.drop { $0.name != "Sources" }.dropFirst().map(\.name) }
        #expect(sources() == ["연합뉴스", "Wire", "NHK ニュース", "Emoji 🚀 Daily", "Broken feed"])
        store.drive(&state, .key(.character("O")))
        #expect(state.sources.isReversed && sources().last == "Wire", "most unread last")
    }

    @Test("the key lines an import carries start the browser without a warning; the rest are named at the import")
    func importedKeyLinesGiveNoWarning() {
        let newsboat = """
            bind-key ^N next-unread-feed articlelist
            bind-key j next-feed
            bind-key ^K random-unread
            bind-key X toggle-source-view article
            macro y toggle-source-view ; open
            macro w set browser "w3m %u" ; open-in-browser
            unbind-key E
            """
        let translated = NewsboatConfig.translate(newsboat) { operation in
            if case .command = Command.lookUp(operation: operation) { return true }
            return false
        }
        #expect(translated.notCarried == ["bind-key ^K random-unread", "bind-key X toggle-source-view", "macro y toggle-source-view"])
        let parsed = Configuration.parse(translated.lines.joined(separator: "\n"))
        #expect(parsed.errors.isEmpty)
        let (map, warnings) = KeyMap.named(parsed.configuration.keymap).customized(by: parsed.configuration.keyDirectives, file: "config")
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(map.command(for: .character("j"), in: .sources) == .nextFeed)
        #expect(map.macro(for: .character("w")) != nil)
    }

    @Test("with Byline's keys the operations are there for bind-key, and j still moves down")
    func standardMapKeepsJ() {
        var (state, store) = Self.scene(keyMap: .standard)
        store.drive(&state, .key(.character("j")))
        #expect(state.sourceName == nil && state.listPane.selectedIndex == 1)
    }
}
