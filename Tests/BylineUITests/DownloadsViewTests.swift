import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// The downloads view through `update` and `render`: `D` opens it, podboat's keys ask for
/// the right effects, the runner's events move the bars, and an error stays on its row.
@Suite struct DownloadsViewTests {
    private static func job(_ id: Int64, _ state: DownloadJob.State, done: Int64, total: Int64?, error: String? = nil) -> DownloadJob {
        DownloadJob(
            id: id, url: URL(string: "https://pod.example/ep\(id).mp3")!, title: "Episode \(id)", targetPath: "/dl/ep\(id).mp3",
            state: state, bytesDone: done, bytesTotal: total, error: error)
    }

    private static func opened(_ jobs: [DownloadJob]) -> (AppState, FakeStore) {
        var store = FakeStore(Sample.rows(3))
        store.downloadJobs = jobs
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("D")))
        return (state, store)
    }

    private static func text(_ state: AppState) -> [String] {
        let canvas = render(state, size: state.size)
        return (0..<state.size.height).map { canvas.rowText($0) }
    }

    @Test func dOpensTheQueueWithABarPerFileAndTheTotal() {
        let (state, _) = Self.opened([
            Self.job(1, .finished, done: 10_000, total: 10_000), Self.job(2, .queued, done: 5_000, total: 20_000),
            Self.job(3, .failed, done: 0, total: nil, error: "HTTP 404\u{1B}[2J from pod.example")
        ])
        #expect(state.downloads.isOpen)
        let lines = Self.text(state)
        #expect(lines.contains { $0.contains("Downloads · 3 in the queue · 1 done · 1 at once · a starts") })
        #expect(lines.contains { $0.contains("finished") && $0.contains("[####################] 100%") && $0.contains("Episode 1") })
        #expect(lines.contains { $0.contains("queued") && $0.contains("[#####...............]  25%") && $0.contains("Episode 2") })
        let failed = lines.first { $0.contains("Episode 3") } ?? ""
        #expect(failed.contains("failed") && failed.contains("— HTTP 404") && !failed.contains("\u{1B}"), "\(failed)")
        #expect(lines.contains { $0.contains("Total") && $0.contains("14.6 KiB") }, "\(lines)")
        #expect(lines.contains { $0.contains("d download  a start/stop all") })
    }

    @Test func theRunnersEventsMoveTheBarAndEndTheRunTwice() {
        var (state, store) = Self.opened([])
        for round in 0..<2 {
            // Each round, `e` in the list has queued one more episode.
            let id = Int64(round + 1)
            store.drive(&state, .downloadChanged(.job(Self.job(id, .queued, done: 0, total: 40_000))))
            let started = store.drive(&state, .key(.character("a")))
            #expect(started == [.runDownloads(limit: 1)], "round \(round)")
            store.drive(&state, .downloadsRunning(true))
            store.drive(&state, .downloadChanged(.progress(id: id, done: 20_000, total: 40_000)))
            #expect(Self.text(state).contains { $0.contains("downloading") && $0.contains("[##########..........]  50%") }, "\(Self.text(state))")
            #expect(Self.text(state).contains { $0.contains("· downloading") })
            // Back in the list, the status bar's corner keeps the count and the percent.
            store.drive(&state, .key(.character("q")))
            #expect(!state.downloads.isOpen)
            #expect(Self.text(state).last?.contains("Downloads \(id - 1)/\(id) · \(round == 0 ? 50 : 75)%") == true, "\(Self.text(state).last ?? "")")
            // `D` again reads the queue as the cache holds it.
            store.downloadJobs = state.downloads.jobs
            store.drive(&state, .key(.character("D")))
            store.drive(&state, .downloadChanged(.job(Self.job(id, .finished, done: 40_000, total: 40_000))))
            store.drive(&state, .downloadsRunning(false))
            #expect(Self.text(state).contains { $0.contains("finished") && $0.contains("100%") && $0.contains("Episode \(id)") })
            #expect(Self.text(state).contains { $0.contains("Downloads · \(id) in the queue · \(id) done") })
            #expect(state.downloads.isRunning == false)
        }
    }

    @Test func podboatsKeysAskForTheirEffects() {
        var (state, store) = Self.opened([Self.job(1, .failed, done: 0, total: nil, error: "x"), Self.job(2, .downloading, done: 1, total: 9)])
        #expect(store.drive(&state, .key(.character("d"))).prefix(2) == [.setDownloadState(id: 1, state: .queued), .runDownloads(limit: 1)])
        store.drive(&state, .key(.character("j")))
        #expect(store.drive(&state, .key(.character("c"))).first == .setDownloadState(id: 2, state: .cancelled))
        #expect(store.drive(&state, .key(.character("D"))).first == .deleteDownloadFile(id: 2))
        #expect(store.drive(&state, .key(.character("m"))).first == .setDownloadPlayed(id: 2, played: true))
        #expect(store.drive(&state, .key(.character("P"))).first == .purgeDownloads)
        store.drive(&state, .key(.character("+")))
        store.drive(&state, .key(.character("+")))
        #expect(state.downloads.maxDownloads == 3)
        #expect(state.status?.text == "3 at once")
        store.drive(&state, .downloadsRunning(true))
        #expect(store.drive(&state, .key(.character("-"))) == [.runDownloads(limit: 2)])
        #expect(store.drive(&state, .key(.character("a"))) == [.stopDownloads])
        store.drive(&state, .key(.character("q")))
        #expect(!state.downloads.isOpen)
        #expect(!Self.text(state).contains { $0.contains("Downloads ·") })
    }

    @Test func anEmptyQueueSaysHowToFillIt() {
        let (state, _) = Self.opened([])
        #expect(Self.text(state).contains { $0.contains("The download queue is empty: e on an article queues its enclosure") })
    }
}

extension DownloadsViewTests {
    @Test func pPlaysTheSelectedFileEachTime() {
        var store = FakeStore(Sample.rows(1))
        store.downloadJobs = [
            DownloadJob(id: 4, url: URL(string: "https://pod.example/a.mp3")!, title: "A", targetPath: "/dl/a.mp3", state: .finished),
            DownloadJob(id: 7, url: URL(string: "https://pod.example/b.mp3")!, title: "B", targetPath: "/dl/b.mp3")
        ]
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.character("D")))
        #expect(store.drive(&state, .key(.character("p"))).first == .playDownload(id: 4))
        store.drive(&state, .key(.character("j")))
        #expect(store.drive(&state, .key(.character("p"))).first == .playDownload(id: 7))
        #expect(store.drive(&state, .key(.character("p"))).first == .playDownload(id: 7))
    }
}

extension DownloadsViewTests {
    @Test func anImageLinkGoesToTheImageViewerAndAnyOtherLinkToTheBrowser() {
        var store = FakeStore(Sample.rows(1))
        let row = store.articles[0]
        store.fullArticles[row.id] = Article(
            id: row.id, sourceKey: row.sourceKey, sourceName: row.sourceName, guid: "g", title: row.title,
            content: #"<p><img src="https://img.example/cat.png" alt="A cat"> and <a href="https://docs.example/page">page</a></p>"#,
            url: row.url, published: row.published)
        for viewer in [nil, "feh %u"] {
            var state = Sample.loaded(&store)
            state.plumbing.imageViewer = viewer
            store.drive(&state, .key(.enter))
            #expect(store.drive(&state, .key(.character("1"))).contains(.openImage(URL(string: "https://img.example/cat.png")!)))
            #expect(
                state.status?.text
                    == (viewer == nil
                        ? "Opening the image from img.example in the browser (image-viewer is not set)"
                        : "Opening the image from img.example in image-viewer"))
            #expect(store.drive(&state, .key(.character("2"))).contains(.openURL(URL(string: "https://docs.example/page")!)))
        }
    }
}
