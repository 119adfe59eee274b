import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// `|` (pipe-to) and `^B` (bookmark-cmd) through `update`: the effects carry the argv,
/// split as typed and never through a shell.
@Suite struct UpdatePlumbingTests {
    private static func opened(_ store: inout FakeStore, plumbing: PlumbingSettings = PlumbingSettings()) -> AppState {
        var state = Sample.loaded(&store)
        state.plumbing = plumbing
        store.drive(&state, .key(.enter))
        return state
    }

    private static func type(_ text: String, into state: inout AppState, _ store: inout FakeStore) {
        for character in text { store.drive(&state, .key(.character(character))) }
    }

    private static func pipes(_ effects: [Effect]) -> [PipeRequest] {
        effects.compactMap { if case .pipeArticle(let request) = $0 { return request } else { return nil } }
    }

    @Test func pipeOpensAPromptWithTheConfiguredCommandAndEnterPipesTheOpenArticle() {
        var store = FakeStore(Sample.rows(3))
        var state = Self.opened(&store, plumbing: PlumbingSettings(pipeTo: "tee"))
        store.drive(&state, .key(.character("|")))
        #expect(state.overlay == .pipePrompt("tee"))
        Self.type(#" "/tmp/my file" 'a b' $HOME"#, into: &state, &store)
        let effects = store.drive(&state, .key(.enter))
        #expect(state.overlay == .none)
        #expect(
            Self.pipes(effects) == [
                PipeRequest(
                    argv: ["tee", "/tmp/my file", "a b", "$HOME"], articleID: 1,
                    width: state.layout.detailText.width, readerPage: false)
            ])
    }

    @Test func pipeTwiceOffersTheLastCommandAndPipesTheArticleOpenEachTime() {
        var store = FakeStore(Sample.rows(3))
        var state = Self.opened(&store)
        store.drive(&state, .key(.character("|")))
        #expect(state.overlay == .pipePrompt(""))
        Self.type("wc -w", into: &state, &store)
        let first = store.drive(&state, .key(.enter))
        store.drive(&state, .key(.escape))
        store.drive(&state, .key(.down))
        store.drive(&state, .key(.enter))
        store.drive(&state, .key(.character("|")))
        #expect(state.overlay == .pipePrompt("wc -w"))
        let second = store.drive(&state, .key(.enter))
        #expect(Self.pipes(first).map(\.articleID) == [1])
        #expect(Self.pipes(second).map(\.articleID) == [2])
        #expect(Self.pipes(second).map(\.argv) == [["wc", "-w"]])
    }

    @Test func escClosesThePipePromptWithoutRunningAnything() {
        var store = FakeStore(Sample.rows(3))
        var state = Self.opened(&store, plumbing: PlumbingSettings(pipeTo: "cat"))
        store.drive(&state, .key(.character("|")))
        let effects = store.drive(&state, .key(.escape))
        #expect(effects.isEmpty)
        #expect(state.overlay == .none)
        #expect(state.focus == .detail)
    }

    @Test func anUnclosedQuoteIsNamedAndNothingRuns() {
        var store = FakeStore(Sample.rows(3))
        var state = Self.opened(&store)
        store.drive(&state, .key(.character("|")))
        Self.type("grep 'open", into: &state, &store)
        let effects = store.drive(&state, .key(.enter))
        #expect(Self.pipes(effects).isEmpty)
        #expect(state.status?.text == "Not piped: a ' is opened and never closed")
    }

    @Test func pipeWithNoArticleOpenSaysSo() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store, width: 60)
        store.drive(&state, .key(.character("|")))
        #expect(state.overlay == .none)
        #expect(state.status?.text == "Open the article first (Enter), then | pipes it")
    }

    @Test func thePipePromptIsDrawnInTheStatusBar() {
        var store = FakeStore(Sample.rows(3))
        var state = Self.opened(&store, plumbing: PlumbingSettings(pipeTo: "less -R"))
        store.drive(&state, .key(.character("|")))
        let canvas = render(state, size: state.size)
        #expect(canvas.text.last?.hasPrefix(" Pipe to: less -R") == true)
    }

    @Test func bookmarkPassesUrlTitleDescriptionAndFeedTitleAsFourArguments() {
        var store = FakeStore(Sample.rows(3))
        var state = Self.opened(&store, plumbing: PlumbingSettings(bookmarkCommand: "~/bin/save \"my list\""))
        for round in 1...2 {
            let effects = store.drive(&state, .key(.control("b")))
            #expect(
                effects == [
                    .bookmark(
                        BookmarkRequest(
                            argv: ["~/bin/save", "my list", "https://example.example/1", "Headline 1", "", "Example"],
                            interactive: false))
                ], "round \(round)")
        }
    }

    @Test func bookmarkInteractiveAsksForTheTerminal() {
        var store = FakeStore(Sample.rows(3))
        var state = Self.opened(&store, plumbing: PlumbingSettings(bookmarkCommand: "save", bookmarkInteractive: true))
        let effects = store.drive(&state, .key(.control("b")))
        #expect(effects.map(\.kind) == ["bookmark"])
        #expect(
            effects.first
                == .bookmark(
                    BookmarkRequest(
                        argv: ["save", "https://example.example/1", "Headline 1", "", "Example"],
                        interactive: true)))
    }

    @Test func bookmarkWithoutACommandSaysHowToSetOne() {
        var store = FakeStore(Sample.rows(3))
        var state = Self.opened(&store)
        #expect(store.drive(&state, .key(.control("b"))).isEmpty)
        #expect(state.status?.text == "No bookmark command: set bookmark-cmd in the config")
    }

    @Test func theBookmarkDescriptionIsTheSummaryAsPlainText() {
        let article = Article(
            id: 7, sourceKey: "k", sourceName: "Feed \u{1B}[31mName", guid: "g", title: "T",
            summary: "<p>Some <b>bold</b>\ntext &amp; more</p>", url: URL(string: "https://x.example/7"))
        #expect(article.bookmarkFields == ["https://x.example/7", "T", "Some bold text & more", "Feed Name"])
    }
}
