import BylineCore
import Foundation

/// The downloads view (`D` from the list): the cache's download queue with podboat's keys,
/// a progress bar per file and in total, kept current by the runner's events.
public struct DownloadsPane: Hashable, Sendable {
    /// Whether the view covers the list and the article.
    public var isOpen = false
    /// The queue, oldest first, as the cache and then the runner's events give it.
    public var jobs: [DownloadJob] = []
    /// The selected row.
    public var selected = 0
    /// Whether the queue is being downloaded now (`a` starts and stops it).
    public var isRunning = false
    /// Files fetched at once (`max-downloads`; `+` and `-` change it for this session).
    public var maxDownloads = 1
    /// Whether the queue was read since the view opened (before that it says "loading").
    public var isLoaded = false

    /// A closed view.
    public init() {}

    /// The selected job, if any.
    public var selectedJob: DownloadJob? { jobs.indices.contains(selected) ? jobs[selected] : nil }

    /// The bytes here and the bytes wanted over every job still in the queue's view (a
    /// deleted file counts for neither); nil total when a size is unknown.
    public var totals: (done: Int64, total: Int64?) {
        var done: Int64 = 0
        var total: Int64? = 0
        for job in jobs where job.state != .deleted {
            done += job.bytesDone
            if let size = job.bytesTotal, let sum = total { total = sum + size } else { total = nil }
        }
        return (done, total)
    }

    /// The status bar's corner while the queue runs (the view open or not): files done of
    /// those in the queue, and the bytes' percent when every size is known.
    public var label: String? {
        guard isRunning else { return nil }
        let shown = jobs.filter { $0.state != .deleted }
        let done = shown.filter { $0.state == .finished }.count
        let (bytes, total) = totals
        let percent = total.map { $0 > 0 ? String(Int(Double(bytes) / Double($0) * 100)) : "0" } ?? "?"
        return MediaKeysText.runningLabel(done, shown.count, percent)
    }

    /// Takes a fresh read of the queue, keeping the selection on the same job.
    mutating func load(_ loaded: [DownloadJob]) {
        let id = selectedJob?.id
        jobs = loaded
        isLoaded = true
        selected = id.flatMap { id in jobs.firstIndex { $0.id == id } } ?? min(selected, max(0, jobs.count - 1))
    }

    /// Applies one runner event.
    mutating func apply(_ change: DownloadChange) {
        switch change {
        case .job(let job):
            if let index = jobs.firstIndex(where: { $0.id == job.id }) { jobs[index] = job } else { jobs.append(job) }
        case .progress(let id, let done, let total):
            guard let index = jobs.firstIndex(where: { $0.id == id }) else { return }
            jobs[index].bytesDone = done
            if let total { jobs[index].bytesTotal = total }
            if jobs[index].state == .queued { jobs[index].state = .downloading }
        }
    }
}

/// What the running queue reports to the view.
public enum DownloadChange: Hashable, Sendable {
    /// A job started or ended: its new state.
    case job(DownloadJob)
    /// A job's bytes so far and its size when known.
    case progress(id: Int64, done: Int64, total: Int64?)
}
