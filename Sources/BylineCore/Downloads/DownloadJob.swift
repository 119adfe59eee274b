import BylineText
import Foundation

/// One file in the download queue (the cache's `downloads` table): an enclosure or a URL
/// given to `byline downloads add`, where it goes, and how far it got.
public struct DownloadJob: Sendable, Hashable, Identifiable {
    /// Where a job is, as podboat names its states.
    public enum State: String, Sendable, Hashable, CaseIterable {
        /// Waiting for its turn.
        case queued
        /// Being fetched now (by the process in ``DownloadJob/owner``).
        case downloading
        /// Complete: the file is at ``DownloadJob/targetPath``.
        case finished
        /// Stopped by an error (``DownloadJob/error``); the partial file is kept for a retry.
        case failed
        /// Cancelled by the user; the partial file is kept, so `d` resumes it.
        case cancelled
        /// Its file was deleted (`D`), or removed after it was played (`delete-played-files`).
        case deleted
    }

    /// The row's id (what `byline downloads remove ID` takes).
    public var id: Int64
    /// The file's address.
    public var url: URL
    /// The article it came from, if any (cleared when the article expires).
    public var articleID: Int64?
    /// The source of that article, if any.
    public var sourceKey: String?
    /// A title to show: the article's, else the file name.
    public var title: String
    /// The complete file's path (the partial file is this with ``partSuffix``).
    public var targetPath: String
    /// Where it is.
    public var state: State
    /// Bytes on disk so far.
    public var bytesDone: Int64
    /// The file's whole size, when known (from the server, else the feed).
    public var bytesTotal: Int64?
    /// Why it failed, one line, with no secret in it.
    public var error: String?
    /// The process id downloading it, while ``state`` is `downloading`.
    public var owner: Int32?
    /// Whether it has been played (or marked played with `m`).
    public var isPlayed: Bool
    /// When it was queued.
    public var addedAt: Date

    /// What the file is called while it is incomplete.
    public static let partSuffix = ".part"

    /// ``targetPath`` with ``partSuffix``.
    public var partPath: String { targetPath + Self.partSuffix }

    /// A job from its parts.
    public init(
        id: Int64, url: URL, articleID: Int64? = nil, sourceKey: String? = nil, title: String,
        targetPath: String, state: State = .queued, bytesDone: Int64 = 0, bytesTotal: Int64? = nil,
        error: String? = nil, owner: Int32? = nil, isPlayed: Bool = false, addedAt: Date = Date()
    ) {
        self.id = id
        self.url = url
        self.articleID = articleID
        self.sourceKey = sourceKey
        self.title = title
        self.targetPath = targetPath
        self.state = state
        self.bytesDone = bytesDone
        self.bytesTotal = bytesTotal
        self.error = error
        self.owner = owner
        self.isPlayed = isPlayed
        self.addedAt = addedAt
    }

    /// How much of the file is here, 0…1, when its size is known.
    public var fraction: Double? {
        guard let bytesTotal, bytesTotal > 0 else { return state == .finished ? 1 : nil }
        return min(1, Double(bytesDone) / Double(bytesTotal))
    }
}

extension DownloadJob.State {
    /// The state's name as the queue shows it.
    public var label: String {
        switch self {
        case .queued: DownloadText.stateQueued.text
        case .downloading: DownloadText.stateDownloading.text
        case .finished: DownloadText.stateFinished.text
        case .failed: DownloadText.stateFailed.text
        case .cancelled: DownloadText.stateCancelled.text
        case .deleted: DownloadText.stateDeleted.text
        }
    }
}
