import BylineCore
import Testing

@testable import BylineUI

@Suite struct KeyMapTests {
    @Test func theStandardMapBindsTheKeysOfTheDesign() {
        let map = KeyMap.standard
        let expected: [(Key, Command)] = [
            (.up, .moveUp), (.character("k"), .moveUp), (.down, .moveDown), (.character("j"), .moveDown),
            (.pageUp, .pageUp), (.pageDown, .pageDown), (.character(" "), .pageDown),
            (.home, .top), (.character("g"), .top), (.end, .bottom), (.character("G"), .bottom),
            (.enter, .open), (.right, .open), (.character("l"), .open),
            (.escape, .back), (.left, .back), (.character("h"), .back), (.tab, .switchPane),
            (.character("r"), .refreshAll), (.character("R"), .refreshSource), (.character("o"), .openInBrowser),
            (.character("/"), .filter), (.character("n"), .nextUnread), (.character("p"), .previousUnread),
            (.character("N"), .toggleRead), (.character("A"), .markAllRead), (.character("s"), .toggleStar),
            (.character("1"), .openLink(1)), (.character("9"), .openLink(9)), (.character("?"), .help),
            (.character("q"), .backOrQuit), (.character("Q"), .quit), (.control("l"), .redraw)
        ]
        for (key, command) in expected {
            #expect(map.command(for: key) == command, "\(key.label)")
        }
        #expect(map.command(for: .character("x")) == nil)
    }

    @Test func noKeyIsBoundTwice() {
        let keys = KeyMap.standard.bindings.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
    }

    @Test func theHelpListsEveryBindingAndWhatItDoes() {
        let map = KeyMap.standard
        let entries = map.helpEntries
        let text = map.helpLines.joined(separator: "\n")
        // The macro prefix is listed once there are macros (KeyMapCustomizingTests).
        for binding in map.bindings where binding.command != .macroPrefix {
            for key in binding.keys {
                let entry = entries.first { $0.keys.contains(key) }
                #expect(entry?.summary == binding.command.summary, "\(key.label)")
                if let entry { #expect(text.contains(entry.label)) }
            }
            #expect(text.contains(binding.command.summary))
        }
        for binding in map.bindings
        where binding.command != .openLink(1) && !binding.command.summary.contains("[1]")
            && binding.command != .macroPrefix
        {
            for key in binding.keys {
                #expect(text.contains(key.label), "\(key.label)")
            }
        }
        #expect(text.contains("1–9  ") || text.contains("1–9 "))
    }

    @Test func helpFollowsACustomMap() {
        let map = KeyMap([KeyBinding([.character("x")], .quit)])
        #expect(map.command(for: .character("x")) == .quit)
        #expect(map.command(for: .character("Q")) == nil)
        #expect(map.helpEntries.first == KeyMap.HelpEntry(keys: [.character("x")], label: "x", summary: "Quit"))
        #expect(map.helpLines.first?.split(separator: " ") == ["x", "Quit"])
        #expect(map.helpLines.count == 1 + KeyMap.mouseEntries.count)
    }

    @Test func keyLabelsNameSpecialKeys() {
        #expect(Key.character(" ").label == "Space")
        #expect(Key.control("l").label == "Ctrl-L")
        #expect(Key.pageDown.label == "PgDn")
        #expect(Key.function(1).label == "F1")
    }
}
