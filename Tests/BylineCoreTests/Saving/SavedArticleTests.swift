import Foundation
import Testing

@testable import BylineCore

/// The names `byline save` gives files: one safe name, whatever the title holds.
@Suite("saved articles' file names")
struct SavedArticleTests {
    private func name(_ title: String, format: SavedArticle.Format = .markdown) -> String {
        let article = Article(
            id: 7, sourceKey: "k", sourceName: "S", guid: "g", title: title, published: nil)
        return SavedArticle(article: article, tags: [], format: format).fileName
    }

    @Test("no slash, no leading dot, Korean and Japanese kept, at most 200 bytes")
    func safeNames() {
        #expect(name("../../etc/passwd") == "etc-passwd.md")
        #expect(name(".hidden: a/b") == "hidden-a-b.md")
        #expect(name("서울 경전철 '한강선' 개통", format: .text) == "서울-경전철-'한강선'-개통.txt")
        #expect(name("京都・嵐山で紅葉") == "京都・嵐山で紅葉.md")
        #expect(name("/// ...") == "article-7.md")
        let long = name(String(repeating: "한", count: 300))
        #expect(long.utf8.count <= 200 && long.hasSuffix(".md") && long.hasPrefix("한"))
    }
}
