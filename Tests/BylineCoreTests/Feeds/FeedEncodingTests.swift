import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Character sets declared by feeds")
struct FeedEncodingTests {
    @Test(arguments: [
        ("windows-1251.xml", "Новости", "Привет, мир", "Русский текст — ёж"),
        ("euc-kr.xml", "한국 뉴스", "안녕하세요 세계", "한국어 설명"),
        ("iso-8859-1.xml", "Nouvelles", "Café à Paris", "Crème brûlée ©"),
        ("shift_jis.xml", "ニュース", "東京の天気", "日本語の説明"),
        ("bom.xml", "BOM feed", "Ünïcödé after a BOM", "ok"),
        ("utf-16.xml", "UTF-16 feed", "Sixteen 한글", "wide")
    ])
    func convertsDeclaredCharacterSetsToUnicode(file: String, channel: String, title: String, summary: String) throws {
        let feed = try FeedFixture.parse(file)
        #expect(feed.title == channel)
        #expect(feed.items.first?.title == title)
        #expect(feed.items.first?.summary == summary)
    }

    @Test func refusesAnUnknownCharacterSetByName() throws {
        let error = FeedFixture.error(parsing: try FeedFixture.data("unsupported-encoding.xml"))
        #expect(error == .unsupportedEncoding("x-made-up-charset"))
        #expect(error?.message == "the feed's character set \"x-made-up-charset\" is not supported")
    }

    @Test func refusesBytesInvalidInTheDeclaredCharacterSet() throws {
        let error = FeedFixture.error(parsing: try FeedFixture.data("invalid-euc-kr.xml"))
        guard case .invalidBytes(let line, let encoding) = error else {
            Issue.record("expected invalidBytes, got \(String(describing: error))")
            return
        }
        #expect(encoding == "EUC-KR")
        #expect(line == 2)
    }

    @Test func repairsStrayNonUTF8BytesWithReplacementCharacters() throws {
        let feed = try FeedFixture.parse("invalid-utf8.xml")
        #expect(feed.title == "Broken – 한글")
        #expect(feed.items.first?.title == "Caf\u{FFFD} stray")
    }

    @Test func readsAnUndeclaredLatin1BodyAsWindows1252() throws {
        let feed = try FeedFixture.parse("undeclared-latin1.xml")
        #expect(feed.title == "Sans déclaration")
        #expect(feed.items.first?.title == "Crème")
    }

    @Test func dropsRawControlCharacters() throws {
        let feed = try FeedFixture.parse("control-characters.xml")
        #expect(feed.items.first?.title == "Bell and vertical tab")
    }
}
