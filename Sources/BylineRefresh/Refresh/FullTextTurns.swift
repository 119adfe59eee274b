import BylineCore
import BylineText

/// One full-text run at a time across the refreshes of one browser: a refresh that ends
/// while an earlier one's pages are still being fetched waits its turn, then fetches what
/// is still wanted (little, usually). `byline refresh` runs one session and needs none.
public actor FullTextTurns {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// No run yet.
    public init() {}

    /// Runs `work` when no other run of these turns is going.
    public func take<Value: Sendable>(_ work: @Sendable () async -> Value) async -> Value {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        }
        busy = true
        let value = await work()
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
        return value
    }
}
