import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// `w` (save the open article) and `i` (a source's info) through `update`: the exact effects,
/// and the question asked before a file is overwritten.
@Suite struct UpdateSaveTests {
    @Test func wSavesTheOpenArticleAndOverwritesAFileOnlyAfterY() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.enter))
        #expect(store.drive(&state, .key(.character("w"))) == [.saveArticle(id: 1, overwriting: false)])
        for answer: Character in ["n", "y"] {
            store.drive(&state, .saveExists(articleID: 1, path: "notes/a.md"))
            #expect(state.overlay == .saveConfirm(articleID: 1, path: "notes/a.md"))
            #expect(store.drive(&state, .key(.character("x"))).isEmpty, "another key waits for an answer")
            #expect(state.overlay == .saveConfirm(articleID: 1, path: "notes/a.md"))
            let effects = store.drive(&state, .key(.character(answer)))
            #expect(state.overlay == .none)
            if answer == "n" {
                #expect(effects.isEmpty)
                #expect(state.status?.text == "Not saved: notes/a.md kept as it was")
            } else {
                #expect(effects == [.saveArticle(id: 1, overwriting: true)])
            }
        }
    }

    @Test func wWithNoArticleOpenSavesNothingAndSaysWhy() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        #expect(store.drive(&state, .key(.character("w"))).isEmpty)
        #expect(state.status?.text == "Open an article first to save it")
    }

    @Test func aSourcesInfoOpensInTheHelpsBoxScrollsAndEscClosesIt() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        let lines = ["Name"] + (1...60).map { "line \($0)" }
        store.drive(&state, .sourceInfoLoaded(lines))
        #expect(state.overlay == .sourceInfo(lines: lines, scroll: 0))
        #expect(state.helpLines.first == "line 1")
        store.drive(&state, .key(.character("j")))
        #expect(state.helpScroll == 1)
        store.drive(&state, .key(.character("G")))
        #expect(state.helpScroll == 60 - HelpOverlay.visibleLines(in: state.size, lineCount: 60))
        store.drive(&state, .key(.escape))
        #expect(state.overlay == .none)
    }
}
