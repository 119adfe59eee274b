import BylineCore
import BylineText

/// The downloads view's keys and answers: podboat's keymap over the cache's queue.
///
/// `d` queues the selected file again when it failed or was cancelled and starts the
/// queue; `a` starts or stops the whole queue; `c` cancels the selected file; `D` deletes
/// its file; `p` plays it (the file, else the URL streamed); `P` takes finished and deleted files off the list; `m` marks it played; `+` and
/// `-` change how many download at once; `q`, Esc and `D`'s twin in the list close the view.
extension AppState {
    /// `D` in the list: open the view and read the queue.
    mutating func openDownloads() -> [Effect] {
        downloads.isOpen = true
        downloads.isLoaded = false
        return [.loadDownloads]
    }

    /// A key while the view is open.
    mutating func handleDownloadsKey(_ key: Key) -> [Effect] {
        switch key {
        case .character("q"), .escape, .left, .character("h"):
            downloads.isOpen = false
            return []
        case .character("Q"):
            return [.quit]
        case .down, .character("j"):
            downloads.selected = min(downloads.selected + 1, max(0, downloads.jobs.count - 1))
        case .up, .character("k"):
            downloads.selected = max(0, downloads.selected - 1)
        case .home, .character("g"):
            downloads.selected = 0
        case .end, .character("G"):
            downloads.selected = max(0, downloads.jobs.count - 1)
        case .character("a"):
            return downloads.isRunning ? [.stopDownloads] : [.runDownloads(limit: downloads.maxDownloads)]
        case .character("+"), .character("-"):
            let step = key == .character("+") ? 1 : -1
            let limit = min(DownloadSettings.parallelRange.upperBound, max(DownloadSettings.parallelRange.lowerBound, downloads.maxDownloads + step))
            downloads.maxDownloads = limit
            note(MediaKeysText.atOnce(limit))
            return downloads.isRunning ? [.runDownloads(limit: limit)] : []
        case .character("P"):
            return [.purgeDownloads]
        case .redraw:
            return [.redraw]
        case .character("d"), .character("c"), .character("D"), .character("m"), .character("p"):
            return selectedDownloadKey(key)
        default:
            break
        }
        return []
    }

    /// `d`, `c`, `D` and `m`: what they do to the selected file.
    private mutating func selectedDownloadKey(_ key: Key) -> [Effect] {
        guard let job = downloads.selectedJob else {
            note(MediaKeysText.nothingSelected.text)
            return []
        }
        switch key {
        case .character("d"):
            let again: [Effect] = [.queued, .downloading, .finished].contains(job.state) ? [] : [.setDownloadState(id: job.id, state: .queued)]
            return again + [.runDownloads(limit: downloads.maxDownloads)]
        case .character("c"):
            guard job.state == .queued || job.state == .downloading else { return [] }
            return [.setDownloadState(id: job.id, state: .cancelled)]
        case .character("D"):
            return [.deleteDownloadFile(id: job.id)]
        case .character("p"):
            return [.playDownload(id: job.id)]
        default:
            return [.setDownloadPlayed(id: job.id, played: !job.isPlayed)]
        }
    }

    /// The runner's and the cache's answers.
    mutating func applyDownloads(_ action: Action) -> [Effect] {
        switch action {
        case .downloadsLoaded(let jobs): downloads.load(jobs)
        case .downloadChanged(let change): downloads.apply(change)
        case .downloadsRunning(let running): downloads.isRunning = running
        default: break
        }
        return []
    }
}
