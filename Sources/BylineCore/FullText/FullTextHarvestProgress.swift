import BylineText

/// One page of a background full-text run finished.
public struct FullTextHarvestProgress: Sendable {
    /// What became of a page.
    public enum Outcome: Sendable {
        /// The story was found and stored.
        case stored(articleID: Int64, page: ExtractedArticle)
        /// The page could not be used, for `reason` (remembered in the cache).
        case failed(articleID: Int64, reason: String)
    }

    /// Pages finished so far.
    public var done: Int
    /// Pages this run fetches.
    public var total: Int
    /// The page that just finished.
    public var latest: Outcome
}

/// What a background full-text run did.
public struct FullTextHarvestSummary: Sendable, Equatable {
    /// Pages fetched and stored.
    public var fetched = 0
    /// One line per page (or source) that failed.
    public var failures: [String] = []
    /// Articles found not to need a page (the feed has the whole story, or no web address).
    public var notNeeded = 0

    /// An empty summary.
    public init() {}

    /// Whether the run had anything to do.
    public var isEmpty: Bool { fetched == 0 && failures.isEmpty }

    /// "Full text: 5 pages stored, 1 failed".
    public var line: String {
        let stored = (fetched == 1 ? ReaderModeText.harvestStored1 : ReaderModeText.harvestStoredN)(fetched)
        return failures.isEmpty ? stored : ReaderModeText.harvestFailed(stored, failures.count)
    }
}
