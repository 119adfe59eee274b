import BylineUI
import Testing

@testable import BylineCLI

@Suite("The browser's action inbox")
struct ActionInboxTests {
    /// A readable name for each action, to compare sequences.
    private func names(_ actions: [Action]) -> [String] {
        actions.map { action in
            switch action {
            case .storeChanged: "changed"
            case .refreshProgress(_, let done, _, _): "progress \(done)"
            case .status(let message): "status \(message)"
            default: "other"
            }
        }
    }

    @Test("a burst of store changes becomes one reload, after the rest of the burst")
    func coalescesStoreChanges() {
        let burst: [Action] = [
            .storeChanged, .refreshProgress(generation: 1, done: 1, total: 3, message: nil), .storeChanged,
            .refreshProgress(generation: 1, done: 2, total: 3, message: nil), .storeChanged,
            .status("note")
        ]
        #expect(names(ActionInbox.coalesced(burst)) == ["progress 1", "progress 2", "changed", "status note"])
    }

    @Test("actions without a store change pass through in order")
    func keepsOtherActions() {
        let actions: [Action] = [.refreshProgress(generation: 1, done: 1, total: 2, message: "a: failed"), .status("x")]
        #expect(names(ActionInbox.coalesced(actions)) == ["progress 1", "status x"])
        #expect(ActionInbox.coalesced([]).isEmpty)
    }

    @Test("posted actions come back from drain, coalesced, and the inbox is then empty")
    func postAndDrain() {
        let inbox = ActionInbox()
        for done in 1...40 {
            inbox.post(.refreshProgress(generation: 1, done: done, total: 40, message: nil))
            inbox.post(.storeChanged)
        }
        let drained = inbox.drain()
        #expect(drained.count == 41)
        #expect(names(drained).last == "changed")
        #expect(inbox.drain().isEmpty)
    }
}
