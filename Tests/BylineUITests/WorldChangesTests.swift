import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// What the state does when the runtime notices that another process changed the urls
/// file, the config file or the cache.
@Suite("the world changing under the browser")
struct WorldChangesTests {
    @Test("a source added to the urls file is listed in the open sources view, and a source now hidden leaves All")
    func sourcesChange() {
        var store = FakeStore(Sample.rows(3, source: "Alpha") + Sample.rows(2, source: "Bravo"))
        var state = Sample.loaded(&store, width: 120, height: 30)
        store.drive(&state, .key(.character("S")))
        let alpha = SourceEntry(key: "https://alpha.example/feed", fallbackName: "Alpha")
        let bravo = SourceEntry(key: "https://bravo.example/feed", fallbackName: "Bravo")
        let effects = store.drive(&state, .sourcesChanged([alpha, bravo]))
        #expect(effects.contains { if case .loadSourceCounts = $0 { true } else { false } })
        #expect(state.sources.rows.contains { $0.name == "Bravo" })
        var hiddenBravo = bravo
        hiddenBravo.isHidden = true
        store.drive(&state, .sourcesChanged([alpha, hiddenBravo]))
        #expect(state.query.hiddenSourceKeys == ["https://bravo.example/feed"])
        #expect(state.totalCount == 3)
    }

    @Test("an edited config's keys apply at once, and a new reload time is scheduled")
    func configurationChanges() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        let directives = [KeyDirective(line: 1, kind: .bind(key: "x", operation: "reload-all", context: nil))]
        let keys = KeyMap.standard.customized(by: directives, file: "config").map
        let settings = BrowserSettings(refreshOnStart: true, autoReloadInterval: 600)
        store.drive(
            &state,
            .configurationChanged(
                BrowserConfiguration(
                    settings: settings, theme: Theme(), plumbing: PlumbingSettings(),
                    keyMap: keys)))
        #expect(state.nextAutoReload == Sample.now.addingTimeInterval(600))
        #expect(store.drive(&state, .key(.character("x"))).first == .refresh(.all, intent: .userAsked, generation: 1))
    }
}
