/// What the article pane has asked the background for, and the layouts it keeps.
public struct ArticleLayoutState: Sendable {
    /// The generation of the latest job asked for; answers of older ones are ignored.
    public var generation = 0
    /// The job whose answers the pane waits for, nil when none is running.
    public var pendingJob: ArticleLayoutJob?
    /// Recent complete layouts, for going back.
    public var cache = ArticleLayoutCache()

    /// An empty state: nothing asked for, nothing kept.
    public init() {}
}
