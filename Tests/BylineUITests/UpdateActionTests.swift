import BylineCore
import Foundation
import Testing

@testable import BylineUI

@Suite struct UpdateActionTests {
    @Test func nAndPSelectTheNextAndPreviousUnreadInTheLoadedRows() {
        var store = FakeStore(Sample.rows(10))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.down))
        // Rows 3, 6 and 9 (indices 2, 5, 8) are read.
        store.drive(&state, .key(.character("n")))
        #expect(state.listPane.selectedIndex == 3)
        store.drive(&state, .key(.character("p")))
        #expect(state.listPane.selectedIndex == 1)
    }

    @Test func nAsksTheRuntimeWhenNoUnreadIsLoadedAhead() {
        var rows = Sample.rows(500)
        for index in rows.indices { rows[index].isRead = index != 400 }
        var store = FakeStore(rows)
        var state = Sample.loaded(&store)
        let effects = store.drive(&state, .key(.character("n")))
        #expect(effects.contains(.findUnread(query: .all, from: 99, forward: true)))
        #expect(state.listPane.selectedIndex == 400)
        #expect(state.listPane.selectedID == 401)
        #expect(state.listPane.window.contains(400))
    }

    @Test func nAtTheEndSaysThereIsNoMoreUnread() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.end))
        let effects = store.drive(&state, .key(.character("n")))
        #expect(effects.isEmpty)
        #expect(state.status?.text == "No more unread articles below")
        #expect(state.listPane.selectedIndex == 2)
    }

    @Test func nInTheArticleViewOpensTheNextUnread() {
        var store = FakeStore(Sample.rows(10))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.enter))
        let effects = store.drive(&state, .key(.character("n")))
        #expect(effects.map(\.kind) == ["layOutArticle 2", "setRead"])
        #expect(state.shownArticle?.id == 2)
        #expect(state.focus == .detail)
    }

    @Test func capitalNTogglesReadAndKeepsTheCountsTrue() {
        var store = FakeStore(Sample.rows(6))
        var state = Sample.loaded(&store)
        #expect(state.listPane.window.unread == 4)
        #expect(store.drive(&state, .key(.character("N"))) == [.setRead(ids: [1], read: true)])
        #expect(state.listPane.window.unread == 3)
        #expect(store.drive(&state, .key(.character("N"))) == [.setRead(ids: [1], read: false)])
        #expect(state.listPane.window.unread == 4)
        #expect(state.status?.text == "Marked unread")
    }

    @Test func capitalAMarksEverythingInTheCurrentFilterRead() {
        var store = FakeStore(Sample.rows(30))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("/")))
        store.drive(&state, .key(.character("1")))
        store.drive(&state, .key(.enter))
        let unread = state.listPane.window.unread
        let effects = store.drive(&state, .key(.character("A")))
        #expect(effects.first == .markAllRead(query: ArticleQuery(search: "1"), name: nil))
        #expect(state.listPane.window.unread == 0)
        #expect(state.listPane.window.rows.allSatisfy { $0.isRead })
        #expect(state.status?.text == "Marked \(unread) articles read (u undoes)")
        #expect(store.articles.first { $0.id == 2 }?.isRead == false)
    }

    @Test func sTogglesTheStar() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        #expect(store.drive(&state, .key(.character("s"))) == [.setStarred(id: 1, starred: true)])
        #expect(state.listPane.window.row(at: 0)?.isStarred == true)
        #expect(store.drive(&state, .key(.character("s"))) == [.setStarred(id: 1, starred: false)])
        #expect(state.listPane.window.row(at: 0)?.isStarred == false)
    }

    @Test func digitsOpenTheNumberedLinksOfTheOpenArticle() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store, width: 120, height: 40)
        let links = state.shownArticle?.document.links ?? []
        #expect(links.map(\.absoluteString) == ["https://one.example/a", "https://example.example/relative"])
        #expect(store.drive(&state, .key(.character("2"))) == [.openURL(links[1])])
        #expect(store.drive(&state, .key(.character("3"))).isEmpty)
        #expect(state.status?.text == "This article has 2 numbered links: there is no [3]")
    }

    @Test func digitsNeedTheArticleOnScreen() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        #expect(store.drive(&state, .key(.character("1"))).isEmpty)
        #expect(state.status?.text == "Open an article to use its numbered links")
    }

    @Test func oOpensTheArticleAddressInTheBrowser() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        let effects = store.drive(&state, .key(.character("o")))
        #expect(effects == [.openURL(URL(string: "https://example.example/1")!)])
    }

    @Test func oRefusesAnythingButHTTPAndSaysWhy() {
        for address in ["javascript:alert(1)", "file:///etc/passwd", "ftp://example.com/x", "mailto:a@example.com"] {
            let url = URL(string: address)
            let row = ArticleSummary(id: 1, sourceName: "S", title: "T", url: url)
            var store = FakeStore([row])
            var state = Sample.loaded(&store)
            let effects = store.drive(&state, .key(.character("o")))
            #expect(effects.isEmpty, "\(address)")
            let scheme = url?.scheme ?? ""
            #expect(state.status?.text == "Not opened: only http and https links open in the browser (this one is \(scheme):)")
        }
    }

    @Test func refreshKeysAskOnceAtATime() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        #expect(store.drive(&state, .key(.character("r"))) == [.refresh(.all, intent: .userAsked, generation: 1)])
        #expect(state.refresh?.label == "Refreshing…")
        store.drive(&state, .refreshStarted(generation: 1, total: 300))
        store.drive(&state, .refreshProgress(generation: 1, done: 12, total: 300, message: nil))
        #expect(state.refresh?.label == "Refreshing 12/300")
        #expect(store.drive(&state, .key(.character("r"))).isEmpty)
        #expect(state.status?.text == "A refresh is already running (refreshing 12/300)")
        #expect(store.drive(&state, .key(.character("R"))).isEmpty)
        store.drive(&state, .refreshFinished(generation: 1, summary: "Done", failures: []))
        #expect(state.refresh == nil)
        #expect(
            store.drive(&state, .key(.character("R"))) == [
                .refresh(.sources(keys: ["https://example.example/feed"], name: "Example"), intent: .oneSource, generation: 2)
            ])
    }

    @Test func refreshFailuresAreListedUnderHelpNotKeptInTheStatusBar() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        store.drive(&state, .refreshRequested(.all))
        store.drive(&state, .refreshStarted(generation: 1, total: 2))
        store.drive(&state, .refreshFinished(generation: 1, summary: "1 source refreshed", failures: ["NewsAPI: your API key is invalid\u{1B}[31m"]))
        #expect(state.status?.text == "1 source refreshed")
        #expect(state.lastError == nil)
        #expect(state.refreshFailures == ["NewsAPI: your API key is invalid"])
        #expect(state.helpLines.prefix(2) == ["Failures of the last refresh:", "• NewsAPI: your API key is invalid"])
        store.drive(&state, .key(.character("r")))
        store.drive(&state, .refreshFinished(generation: 2, summary: "1 source refreshed", failures: []))
        #expect(state.refreshFailures.isEmpty)
        #expect(state.helpLines == state.keyMap.helpLines)
    }

    @Test func notesExpireWithTheClockOrTheNextKey() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        store.drive(&state, .status("Opened in the browser"))
        store.drive(&state, .tick(Sample.now.addingTimeInterval(1)))
        #expect(state.status != nil)
        store.drive(&state, .tick(Sample.now.addingTimeInterval(StatusMessage.lifetime)))
        #expect(state.status == nil)
        store.drive(&state, .status("Again"))
        store.drive(&state, .key(.down))
        #expect(state.status == nil)
    }

    @Test func ctrlLAsksForARedraw() {
        var store = FakeStore(Sample.rows(3))
        var state = Sample.loaded(&store)
        #expect(store.drive(&state, .key(.control("l"))) == [.redraw])
    }

    @Test func theWheelScrollsThePaneUnderThePointer() {
        var rows = Sample.rows(100)
        rows[0] = ArticleSummary(id: 1, sourceName: "S", title: "T")
        var store = FakeStore(rows)
        store.fullArticles[1] = Article(
            id: 1, sourceKey: "k", sourceName: "S", guid: "g", title: "T",
            content: (1...80).map { "<p>P\($0)</p>" }.joined())
        var state = Sample.loaded(&store, width: 120, height: 40)
        store.drive(&state, .key(.wheelDown(x: 80, y: 5)))
        #expect(state.articlePane.scroll == 3)
        #expect(state.listPane.scroll == 0)
        store.drive(&state, .key(.wheelDown(x: 10, y: 5)))
        #expect(state.listPane.scroll == 3)
        #expect(state.listPane.selectedIndex == 3)
        store.drive(&state, .key(.wheelUp(x: 10, y: 5)))
        #expect(state.listPane.scroll == 0)
        #expect(state.listPane.selectedIndex == 3)
    }

    @Test func aClickSelectsARowAndASecondClickOpensIt() {
        var store = FakeStore(Sample.rows(10))
        var state = Sample.loaded(&store)
        #expect(store.drive(&state, .key(.click(x: 5, y: 4))).isEmpty)
        #expect(state.listPane.selectedIndex == 3)
        #expect(state.focus == .list)
        store.drive(&state, .key(.click(x: 5, y: 4)))
        #expect(state.focus == .detail)
        #expect(state.shownArticle?.id == 4)
    }
}
