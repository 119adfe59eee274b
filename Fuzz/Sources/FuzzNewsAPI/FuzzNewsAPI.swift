import BylineCore
import Foundation
import FuzzSupport

/// The source NewsAPI articles are attributed to.
private let source: Source =
    (try? Source(parsingKey: "newsapi:top-headlines?country=us&category=technology"))
    ?? Source(kind: .demo, key: "newsapi:top-headlines")

/// A NewsAPI answer decoded as the service decodes it (a plain `JSONDecoder`), every article
/// converted, and the first two laid out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    guard let response = try? JSONDecoder().decode(NewsAPIResponseDTO.self, from: input.data) else { return 0 }
    let articles = response.articles.compactMap { Article(dto: $0, source: source) }
    for article in articles {
        ArticleChecks.require(article)
        FuzzCheck.require(article.sourceKey == source.key, "article source key \(article.sourceKey)")
    }
    for article in articles.prefix(2) {
        ArticleChecks.requireDocument(article, widths: [1, 37])
    }
    return 0
}
