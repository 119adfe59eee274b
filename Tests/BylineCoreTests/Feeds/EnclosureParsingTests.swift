import Foundation
import Testing

@testable import BylineCore

@Suite("Enclosures and podcast details become data")
struct EnclosureParsingTests {
    private let podcastURL = URL(string: "https://pod.example.com/feed.xml")!

    private func podcast() throws -> [Article] {
        try FeedFixture.parse("podcast-itunes.xml", url: podcastURL).articles(for: FeedFixture.source(podcastURL))
    }

    @Test func readsRSSEnclosuresAsWrittenOnTheWire() throws {
        let feed = try FeedFixture.parse("podcast-itunes.xml", url: podcastURL)
        let first = feed.items[0]
        #expect(
            first.enclosures.first
                == FeedEnclosureDTO(url: "https://cdn.example.com/audio/ep612.mp3", type: "Audio/MPEG; charset=binary", length: "46137344"))
        #expect(
            first.episode
                == FeedEpisodeDTO(duration: "1:02:03", image: "https://pod.example.com/ep612.jpg", episode: "612", season: "7", explicit: "yes"))
        #expect(
            feed.items[1].enclosures.map(\.url) == [
                "/audio/ep611.m4a", "https://cdn.example.com/audio/ep611.ogg", "https://cdn.example.com/art/ep611.png"
            ])
    }

    @Test func oneFileNamedByEnclosureAndMediaContentIsOneEnclosure() throws {
        let article = try podcast()[0]
        #expect(article.enclosures.count == 1)
        let enclosure = try #require(article.enclosures.first)
        #expect(enclosure.url.absoluteString == "https://cdn.example.com/audio/ep612.mp3")
        #expect(enclosure.mimeType == "audio/mpeg")
        #expect(enclosure.byteCount == 46_137_344)
        #expect(enclosure.medium == "audio")
        #expect(enclosure.kind == .audio)
        #expect(enclosure.episode == 612)
        #expect(enclosure.season == 7)
        #expect(enclosure.isExplicit == true)
    }

    @Test func itunesDurationIsReadInEveryForm() throws {
        let articles = try podcast()
        #expect(articles[0].enclosures.first?.duration == 3723)  // media:content's own, agreeing with 1:02:03
        #expect(articles[1].enclosures.first?.duration == 3723)  // 62:03
        #expect(articles[2].enclosures.first?.duration == 3723)  // 3723.5
        #expect(articles[3].enclosures.first?.duration == nil)  // "about an hour"
        #expect(articles[4].enclosures.first?.duration == 3723)  // 3723
    }

    @Test func durationsParseLikePodcastAppsRead() {
        #expect(MediaDuration.seconds("1:02:03") == 3723)
        #expect(MediaDuration.seconds("01:02:03") == 3723)
        #expect(MediaDuration.seconds("62:03") == 3723)
        #expect(MediaDuration.seconds("3723") == 3723)
        #expect(MediaDuration.seconds(" 3723.5 ") == 3723)
        #expect(MediaDuration.seconds("1:02:03.250") == 3723)
        #expect(MediaDuration.seconds("PT1H2M3S") == 3723)
        #expect(MediaDuration.seconds("pt45m") == 2700)
        for junk in ["", "junk", "1:60:00", "1:02:75", "-5", "0", "00:00", "1:2:3:4", "1::3", "12 min", "PT", "PTxS", "1e5", "99999999999999"] {
            #expect(MediaDuration.seconds(junk) == nil, "\(junk)")
        }
    }

    @Test func relativeAddressesResolveAndOtherSchemesAreDropped() throws {
        let articles = try podcast()
        let second = articles[1].enclosures
        #expect(
            second.map(\.url.absoluteString) == [
                "https://pod.example.com/audio/ep611.m4a", "https://cdn.example.com/audio/ep611.ogg", "https://cdn.example.com/art/ep611.png"
            ])
        #expect(second[0].byteCount == nil)  // length="0"
        #expect(second[1].byteCount == 31_000_000)
        #expect(second[2].kind == .image)
        #expect(second[2].duration == nil)  // the episode's time is not the cover's
        #expect(second[0].isExplicit == false)  // "clean"
        let junk = articles[3].enclosures
        #expect(junk.map(\.url.absoluteString) == ["https://cdn.example.com/audio/ep609.mp3"])
        #expect(junk[0].byteCount == nil)
        #expect(junk[0].mimeType == nil)
        #expect(junk[0].episode == nil)
        #expect(articles[2].enclosures[0].byteCount == nil)  // length="-1"
    }

    @Test func anEpisodeImageIsTheLeadImageWhenNothingElseIs() throws {
        #expect(try podcast()[0].imageURL?.absoluteString == "https://pod.example.com/ep612.jpg")
    }

    @Test func mediaTypesLoseParametersAndCase() {
        #expect(Enclosure.mediaType("Audio/MPEG; charset=binary") == "audio/mpeg")
        #expect(Enclosure.mediaType(" video/mp4 ") == "video/mp4")
        #expect(Enclosure.mediaType("application/x-shockwave-flash") == "application/x-shockwave-flash")
        #expect(Enclosure.mediaType("audio") == nil)
        #expect(Enclosure.mediaType("audio/mp3\u{1B}[31m") == nil)
        #expect(Enclosure.mediaType("a/b/c") == nil)
    }

    @Test func titlesAreOneSanitisedLine() {
        var item = FeedItemDTO(title: "x")
        item.enclosures = [FeedEnclosureDTO(url: "https://cdn.example.com/a.mp3", title: "Line one\n\u{1B}[31mred\u{7}<b>bold</b>")]
        let article = Article(item: item, feed: ParsedFeed(format: .rss, url: podcastURL, items: [item]), source: FeedFixture.source(podcastURL))
        let title = article?.enclosures.first?.title ?? ""
        #expect(!title.contains("\u{1B}"))
        #expect(!title.contains("\n"))
        #expect(!title.contains("<b>"))
        #expect(title.contains("bold"))
    }

    @Test func anItemKeepsAtMostThirtyTwoEnclosures() throws {
        let enclosures = (0..<500).map { "<enclosure url=\"https://cdn.example.com/\($0).mp3\" type=\"audio/mpeg\"/>" }.joined()
        let xml = "<rss version=\"2.0\"><channel><title>t</title><item><title>many</title>\(enclosures)</item></channel></rss>"
        let feed = try FeedParser.parse(Data(xml.utf8), url: podcastURL)
        let article = try #require(feed.articles(for: FeedFixture.source(podcastURL)).first)
        #expect(article.enclosures.count == 32)
        #expect(article.enclosures.first?.url.absoluteString == "https://cdn.example.com/0.mp3")
    }
}
