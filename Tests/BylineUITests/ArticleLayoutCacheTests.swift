import BylineCore
import Foundation
import Testing

@testable import BylineUI

@Suite struct ArticleLayoutCacheTests {
    /// A laid-out article `id` at `width` whose body is `size` characters.
    private static func layout(_ id: Int64, width: Int = 40, size: Int = 10, complete: Bool = true) -> OpenArticle {
        let article = Article(
            id: id, sourceKey: "k", sourceName: "S", guid: "g\(id)", title: "T\(id)",
            content: String(repeating: "a ", count: size / 2))
        let document = ArticleDocument(article: article, timeZone: Sample.utc)
        return OpenArticle(document: document, width: width, lines: document.lines(width: width), isComplete: complete)
    }

    @Test func theLeastRecentlyUsedGoesFirstPastTheCount() {
        var cache = ArticleLayoutCache(maximumCount: 3)
        for id: Int64 in 1...3 { cache.insert(Self.layout(id)) }
        #expect(cache.take(id: 1, width: 40) != nil, "1 is now the most recent")
        cache.insert(Self.layout(4))
        #expect(cache.count == 3)
        #expect(cache.take(id: 2, width: 40) == nil)
        #expect(cache.take(id: 1, width: 40) != nil && cache.take(id: 3, width: 40) != nil && cache.take(id: 4, width: 40) != nil)
        #expect(cache.take(id: 1, width: 41) == nil, "kept per width")
    }

    @Test func theTotalCostStaysUnderItsBoundAndAnOversizedLayoutIsNotKept() {
        let big = Self.layout(1, size: 20_000)
        var cache = ArticleLayoutCache(maximumCount: 100, maximumCost: big.cost * 2 + 1)
        for id: Int64 in 1...5 { cache.insert(Self.layout(id, size: 20_000)) }
        #expect(cache.count == 2)
        #expect(cache.totalCost <= cache.maximumCost)
        #expect(cache.take(id: 5, width: 40) != nil && cache.take(id: 4, width: 40) != nil)
        cache.insert(Self.layout(9, size: 200_000))
        #expect(cache.take(id: 9, width: 40) == nil)
        #expect(cache.count == 2, "what was kept stays")
    }

    @Test func aFirstScreenNeverReplacesTheWholeArticleAndIsReplacedByIt() {
        var cache = ArticleLayoutCache()
        cache.insert(Self.layout(1, complete: false))
        #expect(cache.take(id: 1, width: 40)?.isComplete == false)
        cache.insert(Self.layout(1))
        cache.insert(Self.layout(1, complete: false))
        #expect(cache.count == 1)
        #expect(cache.take(id: 1, width: 40)?.isComplete == true)
        cache.remove(id: 1)
        #expect(cache.count == 0)
    }
}
