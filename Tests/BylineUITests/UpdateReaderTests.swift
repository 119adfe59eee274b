import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// Reader mode through `update`: `f` on the open article asks for its page, the page
/// replaces the feed's text, Esc cancels a fetch, a failure says why, and a stored page
/// comes back when the article is opened again.
@Suite struct UpdateReaderTests {
    private static func page(_ words: String) -> ExtractedArticle {
        ExtractedArticle(
            title: "Page title", byline: "A. Writer", siteName: "Example Times",
            html: "<p>\(words) <a href=\"https://example.example/more\">more</a></p>", text: words)
    }

    private static func url(_ id: Int) -> URL { URL(string: "https://example.example/\(id)")! }

    /// The article pane's text as plain lines.
    private static func shownText(_ state: AppState) -> String {
        state.shownArticle?.lines(width: 80).map(\.plainText).joined(separator: "\n") ?? ""
    }

    @Test func fFetchesTheOpenArticlesPageAndShowsIt() {
        var store = FakeStore(Sample.rows(3))
        store.webPages[Self.url(1)] = .success(Self.page("The whole story of the first article."))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.enter))
        let effects = store.drive(&state, .key(.character("f")))
        #expect(effects.contains(.fetchFullText(id: 1, url: Self.url(1))))
        #expect(Self.shownText(state).contains("The whole story of the first article."))
        #expect(Self.shownText(state).contains("Full article · A. Writer · Example Times"))
        #expect(state.shownArticle?.document.links == [URL(string: "https://example.example/more")!])
    }

    @Test func fWorksOnTwoArticlesInTurn() {
        var store = FakeStore(Sample.rows(3))
        store.webPages[Self.url(1)] = .success(Self.page("First page text."))
        store.webPages[Self.url(2)] = .success(Self.page("Second page text."))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.enter))
        store.drive(&state, .key(.character("f")))
        #expect(Self.shownText(state).contains("First page text."))
        store.drive(&state, .key(.escape))
        store.drive(&state, .key(.down))
        store.drive(&state, .key(.enter))
        #expect(!Self.shownText(state).contains("First page text."))
        store.drive(&state, .key(.character("f")))
        #expect(Self.shownText(state).contains("Second page text."))
        #expect(store.fullTexts.keys.sorted() == [1, 2])
    }

    @Test func whileFetchingTheStatusLineSaysSoAndEscCancels() {
        var store = FakeStore(Sample.rows(3))
        store.holdBack = { if case .fetchFullText = $0 { return true } else { return false } }
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.enter))
        store.drive(&state, .key(.character("f")))
        #expect(Self.shownText(state).contains("Fetching the full article from example.example… (Esc cancels)"))
        let effects = store.drive(&state, .key(.escape))
        #expect(effects == [.cancelFullText(id: 1)])
        #expect(state.focus == .detail)
        #expect(!Self.shownText(state).contains("Fetching"))
        // Esc again leaves the article as usual.
        store.drive(&state, .key(.escape))
        #expect(state.focus == .list)
    }

    @Test func aFailureSaysWhyInOneLine() {
        var store = FakeStore(Sample.rows(3))
        store.webPages[Self.url(1)] = .failure(.init(reason: "no article text found on the page"))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.enter))
        store.drive(&state, .key(.character("f")))
        #expect(state.status?.text == "Full article: no article text found on the page")
        #expect(Self.shownText(state).contains("Full article not shown: no article text found on the page"))
    }

    @Test func aStoredPageComesBackWhenTheArticleIsOpened() {
        var store = FakeStore(Sample.rows(3))
        store.fullTexts[2] = Self.page("Kept from last time.")
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.down))
        store.drive(&state, .key(.enter))
        #expect(Self.shownText(state).contains("Kept from last time."))
    }

    @Test func fWithoutAnOpenArticleOrWithoutALinkSaysWhy() {
        var store = FakeStore([ArticleSummary(id: 1, sourceName: "S", title: "T", url: nil)])
        var state = Sample.loaded(&store)
        #expect(store.drive(&state, .key(.character("f"))).isEmpty)
        #expect(state.status?.text == "Open the article first (Enter), then f fetches its full text")
        store.drive(&state, .key(.enter))
        #expect(!store.drive(&state, .key(.character("f"))).contains { if case .fetchFullText = $0 { true } else { false } })
        #expect(state.status?.text == "This article has no web page to fetch")
    }
}
