/// How far a refresh has got, for the status bar's `Refreshing 12/300`.
public struct RefreshProgress: Hashable, Sendable {
    /// Sources finished (stored or failed).
    public var done: Int
    /// Sources in this refresh.
    public var total: Int
    /// What is happening now (e.g. the source being fetched), already cleaned.
    public var message: String?

    /// Progress from its parts.
    public init(done: Int, total: Int, message: String? = nil) {
        self.done = done
        self.total = total
        self.message = message
    }

    /// `Refreshing 12/300`.
    public var label: String { "Refreshing \(done)/\(total)" }
}
