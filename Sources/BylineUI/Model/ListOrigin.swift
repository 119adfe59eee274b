import BylineCore

/// Where a list shown from the sources view came from: the row it stands for, and the list
/// that was shown before, so `q` and Esc go back one level (newsboat's `q` in an article
/// list goes back to the feed list) instead of quitting.
public struct ListOrigin: Hashable, Sendable {
    /// The sources-view row whose articles the list shows.
    public var target: SourceTarget
    /// The list shown before the first row was entered.
    public var parentQuery: ArticleQuery
    /// The top bar's name for that list.
    public var parentName: String?
    /// The article selected there.
    public var parentSelection: Int64?

    /// An origin from its parts.
    public init(target: SourceTarget, parentQuery: ArticleQuery, parentName: String?, parentSelection: Int64?) {
        self.target = target
        self.parentQuery = parentQuery
        self.parentName = parentName
        self.parentSelection = parentSelection
    }
}
