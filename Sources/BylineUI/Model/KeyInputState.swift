/// What the key map's macros leave pending between keys (the macro prefix waiting for its
/// key is an ``Overlay``).
public struct KeyInputState: Hashable, Sendable {
    /// The steps of the running macro still to run. A step that asks the cache for something
    /// (rows, an article, the next unread) is answered before the next step runs, so
    /// `next-unread; open` opens the unread article, as in newsboat.
    public var pendingSteps: [Macro.Step] = []
    /// The browser a macro's `set browser` chose; nil: the config's.
    public var browser: String?
    /// A next-unread-feed or prev-unread-feed waiting for fresh counts of the sources.
    public var pendingFeedStep: FeedStep?

    /// Nothing pending, the config's browser.
    public init() {}
}
