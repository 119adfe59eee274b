import Foundation

/// The download queue (``DownloadJob``), in the cache so it outlives the process.
///
/// Every change is one statement or one `BEGIN IMMEDIATE` transaction through the store's
/// connection, like every other writer of the cache, so `byline downloads` in one terminal
/// and the browser in another can both change the queue. A job being fetched is claimed by
/// its process id (``claimNextDownload(owner:isAlive:)``); progress is written only while the
/// claim holds, so a job cancelled or removed elsewhere stops its transfer at the next write.
extension ArticleStore {
    private static let downloadColumns = [
        "id", "url", "article_id", "source_key", "title", "target_path", "state", "bytes_done", "bytes_total", "error",
        "owner", "played", "added_at"
    ].joined(separator: ", ")

    private static func downloadJob(_ row: Statement) -> DownloadJob? {
        guard let url = row.url(1) else { return nil }
        return DownloadJob(
            id: row.int64(0), url: url, articleID: row.optionalInt64(2), sourceKey: row.string(3),
            title: row.string(4) ?? "", targetPath: row.string(5) ?? "",
            state: DownloadJob.State(rawValue: row.string(6) ?? "") ?? .queued, bytesDone: row.int64(7),
            bytesTotal: row.optionalInt64(8), error: row.string(9), owner: row.optionalInt64(10).map { Int32(truncatingIfNeeded: $0) },
            isPlayed: row.bool(11), addedAt: row.date(12) ?? Date(timeIntervalSince1970: 0))
    }

    /// Every job, oldest first.
    public func downloads() throws(StoreError) -> [DownloadJob] {
        try withDatabase { database throws(StoreError) in
            try database.query("SELECT \(Self.downloadColumns) FROM downloads ORDER BY id", row: Self.downloadJob).compactMap { $0 }
        }
    }

    /// The job with `id`, or nil.
    public func download(id: Int64) throws(StoreError) -> DownloadJob? {
        try withDatabase { database throws(StoreError) in
            try database.first("SELECT \(Self.downloadColumns) FROM downloads WHERE id = ?", [id], row: Self.downloadJob) ?? nil
        }
    }

    /// The job fetching `url`, or nil.
    public func download(url: URL) throws(StoreError) -> DownloadJob? {
        try withDatabase { database throws(StoreError) in
            try database.first(
                "SELECT \(Self.downloadColumns) FROM downloads WHERE url = ?", [url.absoluteString], row: Self.downloadJob) ?? nil
        }
    }

    /// Queues `url` to be saved at `targetPath`. A URL already queued keeps its row (and
    /// its file name); one that failed, was cancelled or deleted is queued again. Returns
    /// the job and whether anything changed.
    @discardableResult
    public func enqueueDownload(
        url: URL, articleID: Int64?, sourceKey: String?, title: String, targetPath: String,
        bytesTotal: Int64?, now: Date = Date()
    ) throws(StoreError) -> (job: DownloadJob, changed: Bool) {
        try write { database throws(StoreError) in
            let inserted = try database.run(
                """
                INSERT INTO downloads (url, article_id, source_key, title, target_path, bytes_total, added_at)
                VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(url) DO NOTHING
                """, url.absoluteString, articleID, sourceKey, title, targetPath, bytesTotal, now)
            var changed = inserted > 0
            if !changed {
                changed =
                    try database.run(
                        "UPDATE downloads SET state = 'queued', error = NULL, owner = NULL WHERE url = ? AND state IN ('failed', 'cancelled', 'deleted')",
                        url.absoluteString) > 0
            }
            let stored =
                try database.first(
                    "SELECT \(Self.downloadColumns) FROM downloads WHERE url = ?", [url.absoluteString], row: Self.downloadJob) ?? nil
            // The row is there (just inserted or already present); the fallback only satisfies the types.
            let job =
                stored
                ?? DownloadJob(
                    id: database.lastInsertRowID, url: url, articleID: articleID, sourceKey: sourceKey, title: title,
                    targetPath: targetPath, bytesTotal: bytesTotal, addedAt: now)
            return (job, changed)
        }
    }

    /// Claims the oldest job waiting for `owner` (a process id): a queued one, or one left
    /// `downloading` by a process `isAlive` says is gone (killed mid-download). Nil when none.
    public func claimNextDownload(owner: Int32, isAlive: (Int32) -> Bool, now: Date = Date()) throws(StoreError) -> DownloadJob? {
        try write { database throws(StoreError) in
            let waiting = try database.query(
                "SELECT \(Self.downloadColumns) FROM downloads WHERE state IN ('queued', 'downloading') ORDER BY id",
                row: Self.downloadJob
            ).compactMap { $0 }
            guard
                var job = waiting.first(where: { job in
                    job.state == .queued || job.owner.map { $0 != owner && !isAlive($0) } ?? true
                })
            else { return nil }
            _ = try database.run(
                "UPDATE downloads SET state = 'downloading', owner = ?, error = NULL, started_at = ? WHERE id = ?", Int(owner), now,
                job.id)
            job.state = .downloading
            job.owner = owner
            job.error = nil
            return job
        }
    }

    /// Records a claimed job's progress; false when the claim no longer holds (the job was
    /// cancelled, removed or taken over), which tells the transfer to stop.
    public func recordDownloadProgress(_ id: Int64, owner: Int32, done: Int64, total: Int64?) throws(StoreError) -> Bool {
        try withDatabase { database throws(StoreError) in
            try database.run(
                "UPDATE downloads SET bytes_done = ?, bytes_total = coalesce(?, bytes_total) WHERE id = ? AND owner = ? AND state = 'downloading'",
                done, total, id, Int(owner)) > 0
        }
    }

    /// Ends a claimed job as `finished` or `failed` (with `error`); a job cancelled or removed
    /// meanwhile keeps the state the user gave it. Returns whether the claim still held.
    @discardableResult
    public func endDownload(
        _ id: Int64, owner: Int32, state: DownloadJob.State, done: Int64, total: Int64?, error: String?,
        now: Date = Date()
    ) throws(StoreError) -> Bool {
        try withDatabase { database throws(StoreError) in
            try database.run(
                """
                UPDATE downloads SET state = ?, bytes_done = ?, bytes_total = coalesce(?, bytes_total), error = ?,
                owner = NULL, finished_at = ? WHERE id = ? AND owner = ? AND state = 'downloading'
                """, state.rawValue, done, total, error, now, id, Int(owner)) > 0
        }
    }

    /// Sets the state of the jobs `ids` (cancel, queue again, mark deleted); returns how many exist.
    @discardableResult
    public func setDownloadState(_ ids: [Int64], _ state: DownloadJob.State) throws(StoreError) -> Int {
        try write { database throws(StoreError) in
            var found = 0
            for id in ids {
                found += try database.run(
                    "UPDATE downloads SET state = ?, owner = NULL, error = CASE WHEN ? = 'failed' THEN error ELSE NULL END WHERE id = ?",
                    state.rawValue, state.rawValue, id)
            }
            return found
        }
    }

    /// Marks a job played or not.
    @discardableResult
    public func setDownloadPlayed(_ id: Int64, _ played: Bool, now: Date = Date()) throws(StoreError) -> Bool {
        try withDatabase { database throws(StoreError) in
            try database.run("UPDATE downloads SET played = ?, played_at = ? WHERE id = ?", played, played ? now : nil, id) > 0
        }
    }

    /// Removes the jobs `ids` from the queue (their files stay); returns how many existed.
    @discardableResult
    public func removeDownloads(_ ids: [Int64]) throws(StoreError) -> Int {
        try write { database throws(StoreError) in
            var found = 0
            for id in ids { found += try database.run("DELETE FROM downloads WHERE id = ?", id) }
            return found
        }
    }

    /// Removes every finished or deleted job from the queue (podboat's `P`); their files stay.
    @discardableResult
    public func purgeFinishedDownloads() throws(StoreError) -> Int {
        try withDatabase { database throws(StoreError) in
            try database.run("DELETE FROM downloads WHERE state IN ('finished', 'deleted')")
        }
    }
}
