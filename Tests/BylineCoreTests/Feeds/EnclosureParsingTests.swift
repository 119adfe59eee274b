import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

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

@Suite("Enclosures in Atom, Media RSS and JSON Feed")
struct EnclosureFormatsTests {
    private let url = URL(string: "https://media.example.com/feed")!

    private func articles(_ text: String) throws -> [Article] {
        try FeedParser.parse(Data(text.utf8), url: url).articles(for: FeedFixture.source(url))
    }

    @Test func readsAtomEnclosureLinksWithLengthTypeAndTitle() throws {
        let atom = """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>
            <entry><id>1</id><title>Talk</title><link href="https://media.example.com/talk"/>
            <link rel="enclosure" href="/files/talk.webm" length="73400320" type="video/webm" title="Talk,
            full"/></entry></feed>
            """
        let enclosure = try #require(try articles(atom).first?.enclosures.first)
        #expect(enclosure.url.absoluteString == "https://media.example.com/files/talk.webm")
        #expect(enclosure.byteCount == 73_400_320)
        #expect(enclosure.kind == .video)
        #expect(enclosure.title == "Talk, full")
    }

    @Test func aYouTubeMediaGroupGivesOneVideoWithItsTitleAndThumbnail() throws {
        let youtube = """
            <feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
            <title>Channel</title>
            <entry><id>yt:video:abc</id><yt:videoId>abc</yt:videoId><title>Video one</title>
            <link rel="alternate" href="https://www.youtube.com/watch?v=abc"/>
            <media:group><media:title>Video one</media:title>
            <media:content url="https://www.youtube.com/v/abc?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
            <media:thumbnail url="https://i1.ytimg.com/vi/abc/hqdefault.jpg" width="480" height="360"/>
            <media:description>Line one
            line two</media:description></media:group></entry></feed>
            """
        let article = try #require(try articles(youtube).first)
        #expect(article.enclosures.count == 1)
        let enclosure = try #require(article.enclosures.first)
        #expect(enclosure.url.absoluteString == "https://www.youtube.com/v/abc?version=3")
        #expect(enclosure.title == "Video one")
        #expect(enclosure.thumbnailURL?.absoluteString == "https://i1.ytimg.com/vi/abc/hqdefault.jpg")
    }

    @Test func aMediaGroupKeepsItsDefaultElseItsLargestContent() throws {
        func rss(_ contents: String) -> String {
            """
            <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>t</title>
            <item><title>i</title><media:group>\(contents)</media:group>
            <media:content url="https://media.example.com/alone.mp3" fileSize="10" type="audio/mpeg" duration="61.9"><media:description>Alone</media:description></media:content>
            <enclosure url="https://media.example.com/alone.mp3" length="10" type="audio/mpeg"/></item></channel></rss>
            """
        }
        let sized = try articles(
            rss(
                """
                <media:content url="https://media.example.com/low.mp4" fileSize="1000" medium="video"/>
                <media:content url="https://media.example.com/high.mp4" fileSize="9000" medium="video"/>
                <media:content url="https://media.example.com/mid.mp4" fileSize="5000" medium="video"/>
                """))[0].enclosures
        #expect(sized.map(\.url.lastPathComponent) == ["high.mp4", "alone.mp3"])
        #expect(sized[1].duration == 61)
        #expect(sized[1].title == "Alone")
        let withDefault = try articles(
            rss(
                """
                <media:content url="https://media.example.com/low.mp4" fileSize="1000" medium="video"/>
                <media:content url="https://media.example.com/mid.mp4" fileSize="5000" medium="video" isDefault="true"/>
                <media:content url="https://media.example.com/high.mp4" fileSize="9000" medium="video"/>
                """))[0].enclosures
        #expect(withDefault.first?.url.lastPathComponent == "mid.mp4")
    }

    @Test func readsJSONFeedAttachments() throws {
        let json = """
            {"version": "https://jsonfeed.org/version/1.1", "title": "j", "items": [
              {"id": "1", "title": "Episode", "attachments": [
                {"url": "https://media.example.com/e1.m4a", "mime_type": "audio/x-m4a", "size_in_bytes": 89970236,
                 "duration_in_seconds": 6629, "title": "AAC"},
                {"url": "/e1.mp3", "mime_type": "audio/mpeg", "size_in_bytes": "1234", "duration_in_seconds": 6629.5},
                {"mime_type": "audio/mpeg"}, 7, {"url": "data:audio/mpeg;base64,AAAA"}
              ]}]}
            """
        let enclosures = try #require(try articles(json).first).enclosures
        #expect(enclosures.count == 2)
        #expect(
            enclosures[0]
                == Enclosure(
                    url: URL(string: "https://media.example.com/e1.m4a")!, mimeType: "audio/x-m4a", byteCount: 89_970_236, duration: 6629,
                    title: "AAC"))
        #expect(enclosures[1].url.absoluteString == "https://media.example.com/e1.mp3")
        #expect(enclosures[1].byteCount == 1234)
        #expect(enclosures[1].duration == 6629)
    }
}

@Suite("Enclosures described in one line")
struct EnclosureDescriptionTests {
    private let url = URL(string: "https://cdn.example.com/ep.mp3")!

    @Test func describesKindDurationSizeAndFormat() {
        #expect(Enclosure(url: url, mimeType: "audio/mpeg", byteCount: 46_137_344, duration: 2892).summaryLine == "[audio] 48:12 · 44 MB · mp3")
        #expect(Enclosure(url: url, mimeType: "audio/mpeg", duration: 3723).summaryLine == "[audio] 1:02:03 · mp3")
        #expect(Enclosure(url: URL(string: "https://v.example/a.webm")!).summaryLine == "[video] webm")
        #expect(Enclosure(url: URL(string: "https://v.example/a")!, mimeType: "application/x-bittorrent").summaryLine == "[other] bittorrent")
    }

    @Test func sizesAndClocksReadAsLsAndPlayersShowThem() {
        #expect(Enclosure.size(820) == "820 B")
        #expect(Enclosure.size(4_718_592) == "4.5 MB")
        #expect(Enclosure.size(46_137_344) == "44 MB")
        #expect(Enclosure.size(1_288_490_189) == "1.2 GB")
        #expect(Enclosure.clock(59) == "0:59")
        #expect(Enclosure.clock(3600) == "1:00:00")
        #expect(Enclosure.clock(36_000 + 61) == "10:01:01")
    }
}

@Suite("Image links in the article pane")
struct ImageLinkLineTests {
    @Test func anImageLinkLineGivesItsAltTextSizeAndBytes() {
        let cover = URL(string: "https://cdn.example.com/cover.jpg")!
        let article = Article(
            sourceKey: "s", sourceName: "S", guid: "g", title: "T",
            content:
                #"<p>Text <img src="https://cdn.example.com/cover.jpg" alt="Cover: the team" width="640" height="480px"> and <img src="/plain.png" width="50%"> and <a href="https://example.com/page">a page</a></p>"#,
            url: URL(string: "https://example.com/a"),
            enclosures: [Enclosure(url: cover, mimeType: "image/jpeg", byteCount: 122_880)])
        let text = ArticleDocument(article: article).plainText(width: 200)
        #expect(text.contains("[1] https://cdn.example.com/cover.jpg (image: Cover: the team · 640×480 · 120 KB)"))
        #expect(text.contains("[2] https://example.com/plain.png (image)"))
        #expect(text.contains("[3] https://example.com/page\n"))
    }
}
