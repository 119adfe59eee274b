import BylineCore
import BylineRefresh
import BylineText

/// Which sources a refresh is for.
public enum RefreshScope: Hashable, Sendable {
    /// The intent of a refresh of this scope the user asked for: every source (`r`), or
    /// the sources they pointed at (`R`).
    public var userIntent: RefreshIntent { self == .all ? .userAsked : .oneSource }

    /// Every configured source (`r`, the launch refresh, the timed reload).
    case all
    /// These sources only (`R` on a headline, a source or a tag), named for the status bar.
    case sources(keys: [String], name: String)
}

/// The refresh in flight, as the browser knows it: the single truth about whether one is
/// running. `update` creates it when it asks for a refresh and ends it when that refresh's
/// own answer (same ``generation``) says it finished; nothing else clears it.
public struct RefreshRun: Hashable, Sendable {
    /// Tells this refresh's answers from any earlier one's.
    public var generation: Int
    /// What it refreshes.
    public var scope: RefreshScope
    /// Why: asked for by the user, or started by the browser itself.
    public var intent: RefreshIntent
    /// Sources finished (stored or failed).
    public var done: Int
    /// Sources in this refresh; 0 until the runtime has counted them.
    public var total: Int
    /// What is happening now (e.g. the source that just failed), already cleaned.
    public var message: String?

    /// A refresh that has just been asked for.
    public init(
        generation: Int, scope: RefreshScope, intent: RefreshIntent = .userAsked, done: Int = 0, total: Int = 0,
        message: String? = nil
    ) {
        self.generation = generation
        self.scope = scope
        self.intent = intent
        self.done = done
        self.total = total
        self.message = message
    }

    /// `Refreshing 12/300`, or `Refreshing…` before the sources are counted.
    public var label: String { total > 0 ? BrowserText.refreshingProgress(done, total) : BrowserText.refreshing.text }
}
