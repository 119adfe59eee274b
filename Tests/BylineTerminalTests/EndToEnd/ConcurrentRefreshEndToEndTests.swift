import BylineCore
import BylineTestSupport
import Foundation
import Testing

extension EndToEndTests {
    /// The browser open on a cache while two `byline refresh` runs and its own refresh write it.
    @Suite("two refreshes beside the browser") struct ConcurrentRefresh {
        /// How many times each feed was fetched, so every fetch can serve a new edition.
        private final class Editions: @unchecked Sendable {
            private let lock = NSLock()
            private var served: [String: Int] = [:]

            /// The number of this fetch of `path`, from 1.
            func next(_ path: String) -> Int {
                lock.withLock {
                    served[path, default: 0] += 1
                    return served[path]!
                }
            }

            /// Every edition item served so far, as its link.
            var links: Set<String> {
                lock.withLock {
                    Set(served.flatMap { path, count in (1...max(count, 1)).map { ConcurrentRefresh.editionLink(path, $0) } })
                }
            }
        }

        /// Holds back the feeds' answers to the three overlapping refreshes until the browser's
        /// flags are set: the three are surely in flight while the keys are pressed, and none
        /// can end (and its note be cleared by a key) before the test waits for it.
        private final class Gate: @unchecked Sendable {
            private let condition = NSCondition()
            private var isOpen = false

            /// Waits until ``open()`` (at most `timeout`, so a failed test never hangs).
            func pass(timeout: TimeInterval = 30) {
                let deadline = Date().addingTimeInterval(timeout)
                condition.lock()
                while !isOpen && condition.wait(until: deadline) {}
                condition.unlock()
            }

            /// Lets every held answer go, and every later one straight through.
            func open() {
                condition.lock()
                isOpen = true
                condition.broadcast()
                condition.unlock()
            }
        }

        private static let feeds = 8
        private static let storiesPerFeed = 15

        static func editionLink(_ path: String, _ edition: Int) -> String {
            "https://news.example\(path.replacingOccurrences(of: ".xml", with: ""))/edition/\(edition)"
        }

        /// A feed's stable stories (the newest in the cache) and, far older, this fetch's edition item.
        private static func feed(_ path: String, number: Int, edition: Int) -> String {
            let stories = (1...storiesPerFeed).map { story in
                FeedText.Item(
                    title: "Feed \(number) story \(story)", link: "https://news.example/\(number)/\(story)",
                    html: "<p>Story \(story) of feed \(number).</p>", age: story * 10 + number)
            }
            let extra = FeedText.Item(
                title: "Feed \(number) edition \(edition)", link: editionLink(path, edition),
                html: "<p>Edition \(edition).</p>", age: 5000 + edition)
            return FeedText.rss(title: "Feed \(number)", items: stories + [extra])
        }

        @Test(
            "two byline refresh runs and the browser's r write at once: every run ends cleanly, no flag set in the browser is lost, nothing is duplicated, the cache stays sound",
            .timeLimit(.minutes(2)))
        func twoRefreshesAndTheBrowser() throws {
            let editions = Editions()
            let gate = Gate()
            let server = try TestHTTPServer { request in
                guard let number = Int(request.path.dropFirst("/feed/".count).dropLast(".xml".count)),
                    request.path.hasPrefix("/feed/")
                else { return .text("no route", status: 404) }
                let edition = editions.next(request.path)
                // Editions 1 and 2 are the first refresh's and the launch refresh's; the three
                // refreshes after them wait here until the keys are pressed.
                if edition > 2 { gate.pass() }
                let body = Self.feed(request.path, number: number, edition: edition)
                // Slow enough that the three refreshes' writes overlap.
                return .delay(0.15, then: .text(body, contentType: "application/rss+xml"))
            }
            defer { server.stop() }
            defer { gate.open() }
            let home = try EndToEndHome()
            try home.writeURLs((1...Self.feeds).map { server.urlString("/feed/\($0).xml") })
            try home.refresh()
            let initial = Self.feeds * (Self.storiesPerFeed + 1)

            let session = try home.launch()
            defer { session.kill() }
            // The launch refresh (a shipped default) stores each feed's next edition first.
            try session.waitFor("Refreshed \(Self.feeds) sources", timeout: 60)
            try session.sendKeys("x")
            try session.waitFor("\(initial + Self.feeds) unread · \(initial + Self.feeds) articles")

            let first = try RunningByline(["refresh"] + home.options, environment: home.environment)
            let second = try RunningByline(["refresh"] + home.options, environment: home.environment)
            try session.sendKeys("r")
            // Star and mark read the three newest stories while the three refreshes are in flight.
            var screens: [String] = []
            for _ in 0..<3 {
                try session.sendKeys("s", "N", "j")
                screens.append(try session.capture())
            }
            gate.open()
            let results = [first.wait(timeout: 60), second.wait(timeout: 60)]
            screens.append(try session.waitFor("Refreshed \(Self.feeds) sources", timeout: 60))

            for result in results {
                let busy = result.status == 1 && result.stderr.contains("the cache is busy")
                #expect(result.status == 0 || busy, "refresh exited \(result.status): \(result.allOutput)")
                #expect(!result.allOutput.contains("locked"), "\(result.allOutput)")
            }
            #expect(!screens.contains { $0.contains("locked") }, "\(screens.last ?? "")")

            try session.sendKeys("q")
            #expect(try home.ending(in: session).status == 0)

            let listed = try home.byline(["list", "--json", "--limit", "100000"] + home.options)
            try #require(listed.status == 0, "\(listed.allOutput)")
            let articles = try ListedArticle.decode(listed.stdout)
            let links = articles.compactMap(\.url)
            #expect(Set(links).count == articles.count, "an article was stored twice")
            let stories = Set((1...Self.feeds).flatMap { feed in (1...Self.storiesPerFeed).map { "https://news.example/\(feed)/\($0)" } })
            #expect(stories.isSubset(of: Set(links)), "a story went missing")
            let editionLinks = Set(links).subtracting(stories)
            #expect(editionLinks.isSubset(of: editions.links), "an article that was never served")
            // The editions of the first refresh, the launch refresh and the browser's r, and one
            // more per headless refresh that got through.
            let completed = 3 + results.filter { $0.status == 0 }.count
            #expect(editionLinks.count == Self.feeds * completed, "\(editionLinks.count) editions stored")

            let newest = articles.prefix(3)
            #expect(newest.map(\.title) == ["Feed 1 story 1", "Feed 2 story 1", "Feed 3 story 1"])
            #expect(newest.allSatisfy { $0.starred && $0.read }, "\(newest.map { ($0.title, $0.starred, $0.read) })")
            #expect(articles.dropFirst(3).allSatisfy { !$0.starred })

            let store = try ArticleStore.open(at: home.cache.path)
            #expect(try store.integrityCheck() == ["ok"])
        }
    }
}
