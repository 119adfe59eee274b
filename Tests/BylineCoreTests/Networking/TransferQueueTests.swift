import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("transfer queue: which transfers may start")
struct TransferQueueTests {
    @Test func aHostGetsAtMostItsSlotsAndTheRestWaitInOrder() {
        var queue = TransferQueue<Int>(perHost: 2, total: 16)
        for item in 1...5 { queue.enqueue(item, host: "a") }
        #expect(queue.startable() == [1, 2])
        #expect(queue.startable() == [])
        #expect(queue.waitingCount == 3)
        queue.finished(host: "a")
        #expect(queue.startable() == [3])
        queue.finished(host: "a")
        queue.finished(host: "a")
        #expect(queue.startable() == [4, 5])
        #expect(queue.runningCount == 2)
    }

    @Test func aFullHostDoesNotHoldUpOtherHosts() {
        var queue = TransferQueue<String>(perHost: 1, total: 16)
        queue.enqueue("a1", host: "a")
        queue.enqueue("a2", host: "a")
        queue.enqueue("b1", host: "b")
        #expect(queue.startable() == ["a1", "b1"])
        queue.finished(host: "a")
        #expect(queue.startable() == ["a2"])
    }

    @Test func theTotalLimitsEveryHostTogether() {
        var queue = TransferQueue<String>(perHost: 6, total: 2)
        for host in ["a", "b", "c"] { queue.enqueue(host, host: host) }
        #expect(queue.startable() == ["a", "b"])
        queue.finished(host: "b")
        #expect(queue.startable() == ["c"])
        #expect(queue.runningCount == 2)
    }

    @Test func abandonedTransfersLeaveTheQueueAndUnknownHostsFreeNothing() {
        var queue = TransferQueue<Int>(perHost: 1, total: 16)
        for item in 1...3 { queue.enqueue(item, host: "a") }
        #expect(queue.startable() == [1])
        #expect(queue.removeWaiting { $0 == 2 } == [2])
        queue.finished(host: "elsewhere")
        #expect(queue.startable() == [])
        queue.finished(host: "a")
        #expect(queue.startable() == [3])
        queue.enqueue(4, host: "a")
        #expect(queue.removeAllWaiting() == [4])
        #expect(queue.waitingCount == 0)
    }
}
