import Foundation

/// How refreshing one source went, for the summary line and the status bar.
public struct SourceRefreshResult: Sendable, Hashable {
    /// What happened.
    public enum Outcome: Sendable, Hashable {
        /// Fetched and stored: how many articles were new, and how many the source holds now.
        case updated(new: Int, received: Int)
        /// The server said nothing changed (304).
        case notModified
        /// Not asked this time: the server's Retry-After, or a back-off after repeated failures.
        case skipped(until: Date, reason: String)
        /// It failed; the words say why (no secrets).
        case failed(String)
        /// Not asked: it answered 410 Gone then, and is asked again only when forced.
        case gone(since: Date)
        /// Not asked: its server asked not to be fetched again before then (max-age, Expires).
        case fresh(until: Date)
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

    /// Whether this counts as a failure for the exit status and goes to stderr. A skipped
    /// source counts too: it is skipped only because its last attempt failed (a Retry-After
    /// or a back-off), so it is not working, and a script should hear so.
    public var isFailure: Bool {
        switch outcome {
        case .failed, .skipped: true
        case .updated, .notModified, .gone, .fresh: false
        }
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
        case .skipped(let until, let reason):
            return RefreshText.skippedUntil(Self.clock(until), reason)
        case .failed(let message):
            return RefreshText.error(message)
        case .gone(let since):
            return RefreshText.gone(Self.clock(since))
        case .fresh(let until):
            return RefreshText.notDueUntil(Self.clock(until))
        }
    }

    private static func clock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = Calendar.current.isDate(date, inSameDayAs: Date()) ? "HH:mm:ss" : "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
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
