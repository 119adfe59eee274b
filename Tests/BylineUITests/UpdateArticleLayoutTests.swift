import BylineCore
import Foundation
import Testing

@testable import BylineUI

@Suite struct UpdateArticleLayoutTests {
    /// A store whose article 2 is a long paragraph (well past a first screen's source).
    private static func storeWithALongSecondArticle() -> FakeStore {
        var store = FakeStore(Sample.rows(10))
        let long = (0..<6_000).map { "word\($0 % 10)" }.joined(separator: " ")
        let row = store.articles[1]
        store.fullArticles[2] = Article(
            id: 2, sourceKey: row.sourceKey, sourceName: row.sourceName, guid: "g2", title: row.title,
            content: "<p>Long start. \(long)</p>", url: row.url)
        return store
    }

    /// Holds back every layout job, so the test answers them itself.
    private static func holdingLayouts(_ store: inout FakeStore) {
        store.holdBack = { if case .layOutArticle = $0 { return true } else { return false } }
    }

    private static func jobs(_ effects: [Effect]) -> [ArticleLayoutJob] {
        effects.compactMap { if case .layOutArticle(let job) = $0 { job } else { nil } }
    }

    /// The answers a job gives when run to the end.
    private static func answers(_ job: ArticleLayoutJob, _ store: inout FakeStore) -> [Action] {
        store.answer(.layOutArticle(job))
    }

    @Test func theAnswerOfASupersededJobIsIgnored() {
        var store = FakeStore(Sample.rows(10))
        var state = Sample.loaded(&store, width: 120, height: 40)
        Self.holdingLayouts(&store)
        let first = Self.jobs(store.drive(&state, .key(.down)))
        let second = Self.jobs(store.drive(&state, .key(.down)))
        #expect(first.map(\.id) == [2] && second.map(\.id) == [3])
        #expect(second[0].generation > first[0].generation)
        for answer in Self.answers(first[0], &store) { #expect(update(&state, answer).isEmpty) }
        #expect(state.articlePane.article?.id == 1, "the late answer for article 2 was not shown")
        #expect(state.shownArticle == nil)
        for answer in Self.answers(second[0], &store) { _ = update(&state, answer) }
        #expect(state.shownArticle?.id == 3)
    }

    @Test func goingBackShowsTheKeptLayoutAtOnceWithoutAskingAgain() {
        var store = FakeStore(Sample.rows(10))
        var state = Sample.loaded(&store, width: 120, height: 40)
        store.drive(&state, .key(.down))
        #expect(state.shownArticle?.id == 2)
        for _ in 0..<2 {
            let back = store.drive(&state, .key(.up))
            #expect(Self.jobs(back).isEmpty, "article 1 came from the cache")
            #expect(state.shownArticle?.id == 1)
            let forward = store.drive(&state, .key(.down))
            #expect(Self.jobs(forward).isEmpty, "article 2 came from the cache")
            #expect(state.shownArticle?.id == 2)
        }
        #expect(state.articlePane.layouts.cache.count == 2)
    }

    @Test func thePaneSaysLoadingAtOnceAndShowsTheFirstScreenBeforeTheWholeArticle() throws {
        var store = Self.storeWithALongSecondArticle()
        var state = Sample.loaded(&store, width: 120, height: 40)
        Self.holdingLayouts(&store)
        let effects = store.drive(&state, .key(.down))
        let job = try #require(Self.jobs(effects).first)
        let pane = render(state, size: state.size).text[1]
        #expect(pane.contains("Loading…"))
        let answers = Self.answers(job, &store)
        guard case .articleLaidOut(let first, _) = answers.first, case .articleLaidOut(let whole, _) = answers.last else {
            Issue.record("expected two layouts, got \(answers)")
            return
        }
        #expect(answers.count == 2)
        #expect(!first.isComplete && first.lines.count == state.layout.pageHeight)
        #expect(whole.isComplete && whole.lines.count > first.lines.count)
        #expect(Array(whole.lines.prefix(first.lines.count)) == first.lines)
        _ = update(&state, answers[0])
        #expect(render(state, size: state.size).text.joined().contains("Long start. word0 word1"))
        _ = update(&state, answers[1])
        #expect(state.shownArticle?.isComplete == true)
        #expect(state.articlePane.layouts.cache.count == 2, "the whole article replaced its first screen")
    }

    @Test func goingBackToAnArticleLeftAtItsFirstScreenShowsItAtOnceAndAsksForTheRest() {
        var store = Self.storeWithALongSecondArticle()
        var state = Sample.loaded(&store, width: 120, height: 40)
        Self.holdingLayouts(&store)
        let job = Self.jobs(store.drive(&state, .key(.down)))
        let answers = job.flatMap { Self.answers($0, &store) }
        _ = update(&state, answers[0])
        #expect(state.shownArticle?.isComplete == false)
        store.holdBack = { _ in false }
        store.drive(&state, .key(.up))
        #expect(state.shownArticle?.id == 1)
        for _ in 0..<2 {
            Self.holdingLayouts(&store)
            let again = Self.jobs(store.drive(&state, .key(.down)))
            #expect(again.map(\.id) == [2], "the rest is asked for")
            #expect(state.shownArticle?.id == 2 && state.shownArticle?.isComplete == false, "the first screen shows at once")
            store.holdBack = { _ in false }
            store.drive(&state, .key(.up))
        }
    }

    @Test func movingToAKeptArticleCancelsTheRunningJob() {
        var store = FakeStore(Sample.rows(10))
        var state = Sample.loaded(&store, width: 120, height: 40)
        Self.holdingLayouts(&store)
        let running = Self.jobs(store.drive(&state, .key(.down)))
        #expect(running.count == 1)
        let back = store.drive(&state, .key(.up))
        #expect(back == [.cancelArticleLayout])
        #expect(state.shownArticle?.id == 1)
        for answer in Self.answers(running[0], &store) { _ = update(&state, answer) }
        #expect(state.shownArticle?.id == 1 && state.articlePane.article?.id == 1, "the cancelled job's answer is ignored")
        #expect(state.articlePane.layouts.pendingJob == nil)
    }

    @Test func aResizeKeepsTheOldLinesUntilTheNewLayoutArrives() {
        var store = FakeStore(Sample.rows(10))
        var state = Sample.loaded(&store, width: 120, height: 40)
        let oldWidth = try? #require(state.shownArticle?.width)
        Self.holdingLayouts(&store)
        let effects = store.drive(&state, .resize(width: 140, height: 40))
        let job = Self.jobs(effects)
        #expect(job.count == 1)
        if case .document = job.first?.source {} else { Issue.record("a resize lays out the parsed document again") }
        #expect(state.shownArticle?.width == oldWidth, "the old layout is still shown")
        #expect(render(state, size: state.size).text.joined().contains("Body of Headline 1"))
        for answer in Self.answers(job[0], &store) { _ = update(&state, answer) }
        #expect(state.shownArticle?.width == state.layout.detailText.width)
        store.holdBack = { _ in false }
        let back = store.drive(&state, .resize(width: 120, height: 40))
        #expect(Self.jobs(back).isEmpty, "the layout at the first width was kept")
        #expect(state.shownArticle?.width == oldWidth)
    }

    @Test func aJobStopsAtTheNextStepOnceSuperseded() {
        let store = Self.storeWithALongSecondArticle()
        let job = ArticleLayoutJob(generation: 1, id: 2, source: .stored, width: 60, firstScreenLines: 20, timeZone: Sample.utc)
        let article = store.fullArticles[2]
        for stepsAllowed in 0..<8 {
            var asked = 0
            var posted: [Action] = []
            job.run(
                load: { _ in article },
                isCurrent: {
                    asked += 1
                    return asked <= stepsAllowed
                }, post: { posted.append($0) })
            let complete = posted.contains { if case .articleLaidOut(let opened, _) = $0 { opened.isComplete } else { false } }
            #expect(complete == (stepsAllowed >= 6), "after \(stepsAllowed) checks: load, first screen (before, after), parse (before, after), post")
            #expect(posted.count <= 2)
        }
    }
}
