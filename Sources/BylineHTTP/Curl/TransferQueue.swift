/// Decides which transfers may start: at most `perHost` at once to one host and `total` in
/// all; the others wait, first come first served, and start as running ones finish.
///
/// libcurl can apply the same limits itself, but a transfer it holds back keeps its timeout
/// clock running: behind six sources that never answered, other sources on the same host
/// "timed out after 3 s: the server did not answer" without ever being sent (the soak in
/// bench/soak.sh showed it). Held here instead, a transfer reaches libcurl, and starts its
/// clock, only when it can really start.
package struct TransferQueue<Item> {
    private let perHost: Int
    private let total: Int
    private var waiting: [(host: String, item: Item)] = []
    private var running: [String: Int] = [:]
    private var runningTotal = 0

    /// A queue with these limits (each at least 1).
    init(perHost: Int, total: Int) {
        self.perHost = max(1, perHost)
        self.total = max(1, total)
    }

    /// How many transfers wait for a free slot.
    var waitingCount: Int { waiting.count }

    /// How many transfers hold a slot.
    var runningCount: Int { runningTotal }

    /// Puts `item`, bound for `host`, at the back of the queue.
    mutating func enqueue(_ item: Item, host: String) {
        waiting.append((host, item))
    }

    /// Takes out, in order, every waiting item that fits the limits now, counting each as
    /// running; an item whose host is full does not hold up those behind it for other hosts.
    mutating func startable() -> [Item] {
        var started: [Item] = []
        var index = 0
        while index < waiting.count, runningTotal < total {
            let host = waiting[index].host
            if running[host, default: 0] < perHost {
                running[host, default: 0] += 1
                runningTotal += 1
                started.append(waiting.remove(at: index).item)
            } else {
                index += 1
            }
        }
        return started
    }

    /// Gives back the slot of a running item bound for `host`.
    mutating func finished(host: String) {
        guard let count = running[host], count > 0 else { return }
        running[host] = count == 1 ? nil : count - 1
        runningTotal -= 1
    }

    /// Takes out the waiting items that match `predicate` (abandoned before they started).
    mutating func removeWaiting(where predicate: (Item) -> Bool) -> [Item] {
        let removed = waiting.filter { predicate($0.item) }.map(\.item)
        waiting.removeAll { predicate($0.item) }
        return removed
    }

    /// Takes out every waiting item.
    mutating func removeAllWaiting() -> [Item] {
        defer { waiting.removeAll() }
        return waiting.map(\.item)
    }
}
