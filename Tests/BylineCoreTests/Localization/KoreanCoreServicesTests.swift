import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite("Core errors in Korean: sync, network, feeds, reader, cache, the article view")
struct KoreanCoreServicesTests {
    @Test("sync errors, the accounts file, account names and the summary line")
    func sync() {
        let unknown = inBothLanguages { SyncError.unknownAccount("home").message }
        #expect(unknown.english == "no account named 'home' (see 'byline account list')")
        #expect(hasHangul(unknown.korean) && unknown.korean.contains("'home'") && unknown.korean.contains("byline account list"))
        let line = inBothLanguages { AccountsFile.parse("home imap https://x.example alice stored\n").errors.map(\.description) }
        #expect(line.english == ["accounts line 1: unknown account type 'imap' (expected greader or fever)"])
        #expect(line.korean.count == 1 && hasHangul(line.korean[0]) && line.korean[0].contains("'imap'"))
        let name = inBothLanguages { SyncAccount.problem(withName: "") ?? "" }
        #expect(name.english == "an account name cannot be empty")
        #expect(hasHangul(name.korean))
        var summary = SyncSummary()
        summary.subscriptions = 3
        summary.newArticles = 1
        summary.pending = 2
        let result = AccountSyncResult(name: "home", outcome: .success(summary))
        let synced = inBothLanguages { result.message }
        #expect(synced.english == "home: synced: 3 subscriptions, 1 new article, 2 changes waiting")
        #expect(synced.korean == "home: 동기화함: 구독 3개, 새 기사 1개, 대기 중인 변경 2개")
    }

    @Test("a URL that cannot be requested and a JSON body that is not JSON")
    func network() {
        let scheme = inBothLanguages {
            thrownMessage({ () throws(NetworkError) in _ = try Endpoint(urlString: "ftp://files.example/x") }, \.message)
        }
        #expect(scheme.english == "invalid URL: ftp://files.example/x uses the unsupported scheme \"ftp\" (expected http or https)")
        #expect(hasHangul(scheme.korean) && scheme.korean.contains("\"ftp\""))
        let notJSON = inBothLanguages { DecodingFailure.notJSONReason(Data("<html><body>".utf8)) }
        #expect(notJSON.english == "the body is an HTML page, not JSON")
        #expect(hasHangul(notJSON.korean))
        let refused = inBothLanguages { CurlErrorMapping.reason(forErrno: Int(ECONNREFUSED)) }
        #expect(refused.english == "connection refused")
        #expect(hasHangul(refused.korean))
    }

    @Test("a recovered feed's note and the reasons inside a feed error")
    func feeds() {
        let note = inBothLanguages { ParsedFeed.recoveryReason(for: .malformedXML(line: 7, reason: "tag mismatch"), items: 4).words }
        #expect(note.english == "the feed is not well-formed XML (line 7: tag mismatch); 4 entries recovered")
        #expect(hasHangul(note.korean) && note.korean.contains("tag mismatch") && note.korean.contains("4"))
    }

    @Test("reader mode's failures and its note above the body")
    func reader() {
        let large = inBothLanguages { ReaderError.tooLarge(bytes: 4096, limit: 2048).message }
        #expect(large.english == "the page is too large to read (4 KiB; the limit is 2 KiB)")
        #expect(hasHangul(large.korean) && large.korean.contains("4 KiB") && large.korean.contains("2 KiB"))
        let fetching = inBothLanguages { ReaderState.fetching(host: "news.example", previous: nil).note ?? "" }
        #expect(fetching.english == "Fetching the full article from news.example… (Esc cancels)")
        #expect(hasHangul(fetching.korean) && fetching.korean.contains("news.example") && fetching.korean.contains("Esc"))
        let notPage = inBothLanguages { PageFetcher.Failure.notAPage(mediaType: "image/png").message }
        #expect(notPage.english == "the link is not a web page (image/png)")
        #expect(hasHangul(notPage.korean) && notPage.korean.contains("image/png"))
    }

    @Test("the cache's own reasons")
    func store() {
        let vanished = inBothLanguages { StoreError.corrupt(reason: StoreText.articleVanished.text).message }
        #expect(vanished.english.contains("an article vanished while it was being stored"))
        #expect(hasHangul(vanished.korean))
    }

    @Test("the article view's labels are Korean and still line up")
    func articleView() {
        let article = Article(
            sourceKey: "k", sourceName: "Feed", guid: "g", title: "", author: "Kim",
            url: URL(string: "https://news.example/a"))
        let text = inBothLanguages { ArticleDocument(article: article, timeZone: TimeZone(identifier: "UTC")!).plainText(width: 60) }
        #expect(text.english.contains("Source: Feed") && text.english.contains("No article text in the feed."))
        #expect(text.korean.contains("출처:") && text.korean.contains("피드에 기사 본문이 없습니다."))
        let valueColumns = text.korean.split(separator: "\n").filter { $0.contains("Feed") || $0.contains("Kim") }
            .map { line in DisplayWidth.of(line.prefix { $0 != "F" && $0 != "K" }) }
        #expect(valueColumns.count == 2 && Set(valueColumns).count == 1, "\(text.korean)")
        let published = Date(timeIntervalSince1970: 1_795_860_000)
        let date = inBothLanguages { AbsoluteDate.format(published, in: TimeZone(identifier: "UTC")!) }
        #expect(date.english == "Sat, 28 Nov 2026 10:00 UTC")
        #expect(date.korean == "2026년 11월 28일 (토) 10:00 UTC")
    }
}
