import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

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

    @Test("save-filename-format: each placeholder one safe name; the whole never a folder, a hidden file or an option")
    func namedByFormat() throws {
        let published = try #require(ISO8601DateFormatter().date(from: "2026-03-04T12:00:00Z"))
        let article = Article(
            id: 42, sourceKey: "k", sourceName: "../Radio: Seoul", guid: "g", title: "-rf $(touch x); a/b",
            url: URL(string: "https://news.example.com/a"), published: published)
        func name(_ format: String?) -> String {
            SavedArticle(article: article, tags: [], format: .markdown, nameFormat: format).fileName
        }
        let day = ISO8601DateFormatter.string(from: published, timeZone: .current, formatOptions: [.withFullDate])
        #expect(name(nil) == "\(day)-rf-$(touch-x);-a-b.md")
        #expect(name("%n/%i %t") == "Radio-Seoul-42-rf-$(touch-x);-a-b.md")
        #expect(name("%h_%F_%%_%q") == "news.example.com_\(day)_%_%q.md")
        #expect(name("../%i") == "42.md")
        #expect(name("%t") == "rf-$(touch-x);-a-b.md")
        #expect(name("%F") == "\(day).md")
        var undated = article
        undated.published = nil
        #expect(SavedArticle(article: undated, tags: [], format: .text, nameFormat: "%F").fileName == "article-42.txt")
    }
}
