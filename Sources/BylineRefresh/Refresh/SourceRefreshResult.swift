import BylineCore
import BylineText
import Foundation

/// How refreshing one source went, for the summary line and the status bar.
public struct SourceRefreshResult: Sendable, Hashable {
    /// What happened.
    public enum Outcome: Sendable, Hashable {
        /// Fetched and stored: how many articles were new, and how many the source holds now.
        case updated(new: Int, received: Int)
        /// The server said nothing changed (304).
        case notModified
        /// Not asked this time, and why (see ``FetchDecision``).
        case notAsked(FetchWait)
        /// It failed; the words say why (no secrets).
        case failed(String)
        /// The refresh was stopped (the browser quit) before it finished; nothing was stored.
        case cancelled
    }

    /// The source.
    public var source: Source
    /// What happened.
    public var outcome: Outcome
    /// The name to show for the source: its title in the urls file, else the feed's own
    /// title from an earlier refresh, else its address.
    public var name: String
    /// Things worth saying beside the outcome ("moved permanently to …; the urls file now
    /// says so", or what was wrong with a feed that was still read), cleaned.
    public var notes: [String] = []
    /// Where the source moved for good (301 or 308 all the way), if it did.
    public var movedTo: URL?

    /// A result from its parts.
    public init(source: Source, name: String? = nil, outcome: Outcome, notes: [String] = [], movedTo: URL? = nil) {
        self.notes = notes.map(TextSanitizer.singleLine)
        self.movedTo = movedTo
        self.source = source
        self.outcome = outcome
        self.name = TextSanitizer.singleLine(name ?? source.displayName)
    }

    /// Whether this counts as a failure for the exit status and goes to stderr. A source
    /// held back by its server's wait or by the back-off counts too: it is held back only
    /// because its last attempt failed, so it is not working, and a script should hear so.
    public var isFailure: Bool {
        switch outcome {
        case .failed, .notAsked(.serverAsked), .notAsked(.backingOff): true
        case .updated, .notModified, .notAsked(.gone), .notAsked(.fresh), .cancelled: false
        }
    }

    /// Why it was not asked, when it was not.
    public var wait: FetchWait? {
        if case .notAsked(let wait) = outcome { return wait }
        return nil
    }

    /// The words after the source's name: "12 new of 100", "unchanged", "error: …".
    public var summary: String {
        ([outcomeSummary] + notes.map(TextSanitizer.singleLine)).joined(separator: "; ")
    }

    private var outcomeSummary: String {
        switch outcome {
        case .updated(let new, let received):
            return new == 0 ? RefreshText.noNewArticles(received) : RefreshText.newOf(new, received)
        case .notModified:
            return RefreshText.unchanged.text
        case .notAsked(let wait):
            return wait.words(now: Date())
        case .failed(let message):
            return RefreshText.error(message)
        case .cancelled:
            return RefreshWaitText.cancelled.text
        }
    }
}

/// Progress of a refresh in flight, for `Refreshing 12/300`.
public struct RefreshProgress: Sendable, Hashable {
    /// Sources finished so far.
    public var done: Int
    /// Sources in this refresh.
    public var total: Int
    /// The result that just arrived.
    public var latest: SourceRefreshResult
}
