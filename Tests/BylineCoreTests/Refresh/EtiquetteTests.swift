import BylineText
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The pure parts of refresh etiquette: per-host stagger, fetch floors, urls-file relocation.
@Suite("refresh etiquette rules")
struct EtiquetteTests {
    @Test("starts to one host are spaced by the gap; other hosts are not held up")
    func stagger() {
        var schedule = StaggerSchedule(gap: 0.25)
        let delays = [
            schedule.delay(for: "a.example", now: 10), schedule.delay(for: "a.example", now: 10),
            schedule.delay(for: "b.example", now: 10), schedule.delay(for: "a.example", now: 10.25),
            schedule.delay(for: "a.example", now: 20)
        ]
        #expect(delays == [0, 0.25, 0, 0.25, 0])
        #expect(StaggerSchedule.isLoopback("127.0.0.1") && StaggerSchedule.isLoopback("localhost") && !StaggerSchedule.isLoopback("example.org"))
    }

    @Test("max-age wins over Expires, no-cache sets no floor, the floor is capped at a day")
    func floors() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        func response(_ headers: [(String, String)]) -> Response { Response(status: 200, headers: HTTPHeaders(headers)) }
        #expect(FetchFloor.interval(for: response([("Cache-Control", "max-age=600"), ("Expires", "Thu, 01 Jan 2099 00:00:00 GMT")]), now: now) == 600)
        #expect(FetchFloor.interval(for: response([("Cache-Control", "no-cache, max-age=600")]), now: now) == nil)
        #expect(
            FetchFloor.interval(for: response([("Expires", "Tue, 01 Dec 2026 12:10:00 GMT"), ("Date", "Tue, 01 Dec 2026 12:00:00 GMT")]), now: now)
                == 600)
        #expect(FetchFloor.interval(for: response([("Cache-Control", "max-age=9999999")]), now: now) == FetchFloor.maximum)
        #expect(FetchFloor.interval(for: response([]), feedInterval: 1800, now: now) == 1800)
        #expect(FetchFloor.syndicationInterval(period: "hourly", frequency: "2") == 1800)
    }

    @Test("relocating a source changes only the address at the start of its line; every other byte stays")
    func relocation() {
        let text =
            "\u{FEFF}https://old.example/feed x\n# a comment https://old.example/feed\n  \"https://old.example/feed\" news \"~Old\"\r\nhttps://old.example/feed2\n"
        var bytes = Data(text.utf8)
        bytes.append(contentsOf: [0x23, 0xFF, 0x0A])
        var expected = Data(
            "\u{FEFF}https://new.example/feed x\n# a comment https://old.example/feed\n  https://new.example/feed news \"~Old\"\r\nhttps://old.example/feed2\n"
                .utf8)
        expected.append(contentsOf: [0x23, 0xFF, 0x0A])
        #expect(URLsFile.relocating("https://old.example/feed", to: "https://new.example/feed", in: bytes) == expected)
        #expect(URLsFile.relocating("https://absent.example/", to: "https://x.example/", in: bytes) == nil)
        #expect(
            URLsFile.relocating("https://a.example/f", to: "https://b.example/f", in: Data("https://a.example/f".utf8))
                == Data("https://b.example/f".utf8))
    }

    @Test("netrc entries by host, the default entry, and macdef bodies skipped")
    func netrc() {
        let file = Netrc(
            parsing: "machine a.example login ann password \"p w\"\nmacdef init\nmachine evil login x\n\ndefault login anon password none\n")
        #expect(file.credentials(for: "A.example") == BasicCredentials(user: "ann", password: "p w"))
        #expect(file.credentials(for: "other.example") == BasicCredentials(user: "anon", password: "none"))
        #expect(file.entries["evil"] == nil)
    }
}

/// Which 401s name the NewsAPI key.
@Suite("401 hints")
struct UnauthorizedHintTests {
    @Test("a bare 401 asks for credentials in general; from NewsAPI it names NEWSAPI_KEY")
    func hints() {
        #expect(!NetworkError.unauthorized(serverMessage: nil).message.contains("API key"))
        var resource = Resource<Data>(name: "NewsAPI", request: URLRequest(url: URL(fileURLWithPath: "/"))) { $0 }
        resource.unauthorizedMeaning = NewsAPIText.refusedKey.text
        #expect(resource.cleaned(.unauthorized(serverMessage: nil)).message.contains("NEWSAPI_KEY"))
        #expect(resource.cleaned(.unauthorized(serverMessage: "Bad key")).message.hasSuffix("Bad key"))
    }
}
