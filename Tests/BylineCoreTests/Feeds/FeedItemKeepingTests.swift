import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Items a reader must keep: no title, no link, other vocabularies")
struct FeedItemKeepingTests {
    @Test func keepsAnItemWithOnlyADescriptionUnderADerivedTitle() throws {
        let first = try #require(try FeedFixture.articles("items-without-titles.xml").first)
        #expect(first.title == "Just had the best coffee of my life at the corner shop…")
        #expect(first.isTitleDerived)
        #expect(first.url == nil)
        #expect(first.summary?.hasPrefix("Just had the best coffee") == true)
    }

    @Test func aTitleFromTheFeedIsNotMarkedDerived() throws {
        let kept = try FeedFixture.articles("items-without-titles.xml")
        #expect(kept[1].title == "Guid as link")
        #expect(!kept[1].isTitleDerived)
    }

    @Test func takesTheLinkFromAGuidThatIsAWebAddressOrMarkedPermalink() throws {
        let kept = try FeedFixture.articles("items-without-titles.xml")
        #expect(kept[1].url == URL(string: "https://micro.example.com/2"))
        #expect(kept[2].url == URL(string: "https://micro.example.com/3"))
        #expect(kept[0].url == nil)  // isPermaLink="false"
    }

    @Test func readsPodcastTagsAndTakesTheLinkFromTheEnclosure() throws {
        let episode = try FeedFixture.articles("items-without-titles.xml")[3]
        #expect(episode.url == URL(string: "https://cdn.example.com/episode4.mp3"))
        #expect(episode.summary == "Episode four: we talk about tides.")
        #expect(episode.author == "Pod Person")
        #expect(episode.title == "Episode four: we talk about tides.")
        #expect(episode.isTitleDerived)
    }

    @Test func readsMediaGroupTitleDescriptionAndContentLink() throws {
        let video = try FeedFixture.articles("items-without-titles.xml")[4]
        #expect(video.title == "Sunset over the bay")
        #expect(!video.isTitleDerived)
        #expect(video.summary == "A long exposure.")
        #expect(video.url == URL(string: "https://cdn.example.com/video5.mp4"))
    }

    @Test func readsDublinCoreTitleAndDescription() throws {
        let item = try FeedFixture.articles("items-without-titles.xml")[5]
        #expect(item.title == "Dublin Core title")
        #expect(item.summary == "Dublin Core description.")
    }

    @Test func keepsItemsWithOnlyContentOrOnlyASubtitle() throws {
        let kept = try FeedFixture.articles("items-without-titles.xml")
        #expect(kept[6].title == "Only content here.")
        #expect(kept[6].content == "<p>Only <b>content</b> here.</p>")
        #expect(kept[7].title == "Only a subtitle")
    }

    @Test func dropsOnlyTheItemWithNoTextAndNoLink() throws {
        let kept = try FeedFixture.articles("items-without-titles.xml")
        #expect(kept.count == 8)
        #expect(!kept.contains { $0.guid == "nothing-at-all" })
    }

    @Test func readsUserlandNamespacedItemsWithoutTitles() throws {
        let kept = try FeedFixture.articles("userland.xml")
        #expect(kept.count == 1)
        #expect(kept.first?.title == "A post with no title, in Userland's namespace.")
        #expect(kept.first?.guid == "scripting-2002-05-19-a1")
        #expect(kept.first?.published != nil)
    }

    @Test func readsRSS10ItemsWithOnlyADescription() throws {
        let kept = try FeedFixture.articles("rss10-untitled.xml")
        #expect(kept.count == 1)
        #expect(kept.first?.title == "An RSS 1.0 item with a description only.")
        #expect(kept.first?.guid == "https://rdf.example.com/one")
    }

    @Test func derivedTitlesAreStoredAsDerived() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("byline-derived-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try ArticleStore.open(at: folder.appendingPathComponent("cache.db").path)
        let source = FeedFixture.source()
        _ = try store.store(try FeedFixture.articles("items-without-titles.xml"), for: source)
        _ = try store.store(try FeedFixture.articles("items-without-titles.xml"), for: source)
        let page = try store.summaries(ArticleQuery(), offset: 0, limit: 100)
        #expect(page.count == 8)
        let derived = try page.compactMap { try store.article(id: $0.id) }.filter(\.isTitleDerived)
        #expect(derived.count == 4)
        #expect(derived.allSatisfy { !$0.title.isEmpty })
    }
}
