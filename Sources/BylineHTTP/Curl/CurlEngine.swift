import BylineText
import CCurl
import Foundation

/// The thread that drives every transfer of one ``CurlTransport`` through a curl multi handle.
///
/// The multi handle is touched only on this thread; other threads hand over work through
/// a locked queue and wake the thread with `curl_multi_wakeup`.
final class CurlEngine: @unchecked Sendable {
    private static let globalInit: Void = { _ = curl_global_init(Int(BYLINE_CURL_GLOBAL_ALL)) }()

    private let configuration: TransportConfiguration
    private let lock = NSLock()
    private var multi: UnsafeMutableRawPointer?
    private var incoming: [CurlTransfer] = []
    private var cancelling: [CurlTransfer] = []
    private var isShuttingDown = false
    private var isStarted = false
    /// Transfers added to the multi handle, by easy handle; engine thread only.
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    /// Transfers waiting for a connection slot; engine thread only.
    private var queue: TransferQueue<CurlTransfer>

    init(configuration: TransportConfiguration) {
        self.configuration = configuration
        self.queue = TransferQueue(perHost: configuration.maxConnectionsPerHost, total: configuration.maxConnections)
    }

    /// Queues a transfer and wakes the engine (starting its thread on first use).
    func submit(_ transfer: CurlTransfer) {
        let wake: UnsafeMutableRawPointer? = lock.withLock {
            guard !isShuttingDown else { return nil }
            if !isStarted { start() }
            incoming.append(transfer)
            return multi
        }
        guard let wake else {
            transfer.complete(.failure(.transport(.cancelled)))
            return
        }
        curl_multi_wakeup(wake)
    }

    /// Asks the engine to abandon a transfer; its caller gets ``TransportFailure/cancelled``.
    func cancel(_ transfer: CurlTransfer) {
        transfer.markCancelled()
        let wake = lock.withLock { () -> UnsafeMutableRawPointer? in
            cancelling.append(transfer)
            return multi
        }
        if let wake { curl_multi_wakeup(wake) }
    }

    /// Stops the thread; every unfinished transfer ends as cancelled.
    func shutdown() {
        let wake = lock.withLock { () -> UnsafeMutableRawPointer? in
            isShuttingDown = true
            return multi
        }
        if let wake { curl_multi_wakeup(wake) }
    }

    /// Called with the lock held.
    private func start() {
        _ = Self.globalInit
        guard let handle = curl_multi_init() else { return }
        _ = byline_curl_multi_set_long(handle, BYLINE_CURLMOPT_MAX_HOST_CONNECTIONS, configuration.maxConnectionsPerHost)
        _ = byline_curl_multi_set_long(handle, BYLINE_CURLMOPT_MAX_TOTAL_CONNECTIONS, configuration.maxConnections)
        _ = byline_curl_multi_set_long(handle, BYLINE_CURLMOPT_MAXCONNECTS, max(configuration.maxConnections, 8))
        multi = handle
        isStarted = true
        let thread = Thread { [self] in runLoop() }
        thread.name = "byline-curl"
        thread.start()
    }

    private func runLoop() {
        guard let handle = lock.withLock({ multi }) else { return }
        while true {
            let (added, dropped, stopping) = lock.withLock { () -> ([CurlTransfer], [CurlTransfer], Bool) in
                defer {
                    incoming.removeAll()
                    cancelling.removeAll()
                }
                return (incoming, cancelling, isShuttingDown)
            }
            for transfer in added {
                if transfer.isCancelled {
                    transfer.complete(.failure(.transport(.cancelled)))
                } else {
                    queue.enqueue(transfer, host: transfer.hostKey)
                }
            }
            for transfer in dropped {
                if active[transfer.easy] != nil {
                    remove(transfer, from: handle, result: .failure(.transport(.cancelled)))
                } else {
                    queue.removeWaiting { $0 === transfer }.forEach { $0.complete(.failure(.transport(.cancelled))) }
                }
            }
            if stopping { break }
            _ = startWaiting(handle)
            var running: Int32 = 0
            _ = curl_multi_perform(handle, &running)
            collectFinished(handle)
            let wait = endStalled(handle)
            // Slots freed just now go to waiting transfers, which are driven before any sleep.
            if !startWaiting(handle) {
                _ = curl_multi_poll(handle, nil, 0, wait, nil)
            }
        }
        for transfer in Array(active.values) {
            remove(transfer, from: handle, result: .failure(.transport(.cancelled)))
        }
        let leftover = lock.withLock { () -> [CurlTransfer] in
            defer { incoming.removeAll() }
            return incoming
        }
        (queue.removeAllWaiting() + leftover).forEach { $0.complete(.failure(.transport(.cancelled))) }
        lock.withLock { multi = nil }
        _ = curl_multi_cleanup(handle)
    }

    /// Hands libcurl the waiting transfers that fit the connection limits; their timeouts
    /// start now, not when they were queued. Returns whether any started.
    private func startWaiting(_ handle: UnsafeMutableRawPointer) -> Bool {
        let ready = queue.startable()
        for transfer in ready {
            if curl_multi_add_handle(handle, transfer.easy) == 0 {
                transfer.lastActivity = ProcessInfo.processInfo.systemUptime
                active[transfer.easy] = transfer
            } else {
                queue.finished(host: transfer.hostKey)
                transfer.complete(.failure(.transport(.other(NetworkDetailText.transferStart.text))))
            }
        }
        return !ready.isEmpty
    }

    /// Ends the transfers that received nothing for their stall timeout; returns how long
    /// the engine may sleep, in milliseconds, before the next one could stall.
    private func endStalled(_ handle: UnsafeMutableRawPointer) -> Int32 {
        let now = ProcessInfo.processInfo.systemUptime
        var soonest = now + 10
        for transfer in Array(active.values) {
            guard let deadline = transfer.stallDeadline else { continue }
            if deadline <= now {
                remove(transfer, from: handle, result: .failure(transfer.stallError))
            } else {
                soonest = min(soonest, deadline)
            }
        }
        return Int32(max(1, ((soonest - now) * 1000).rounded(.up)))
    }

    private func collectFinished(_ handle: UnsafeMutableRawPointer) {
        var remaining: Int32 = 0
        while let message = curl_multi_info_read(handle, &remaining) {
            guard byline_curl_message_is_done(message) != 0, let easy = byline_curl_message_handle(message),
                let transfer = active[easy]
            else { continue }
            let code = byline_curl_message_result(message)
            remove(transfer, from: handle, result: transfer.result(for: code))
        }
    }

    private func remove(_ transfer: CurlTransfer, from handle: UnsafeMutableRawPointer, result: Result<Response, NetworkError>) {
        _ = curl_multi_remove_handle(handle, transfer.easy)
        active[transfer.easy] = nil
        queue.finished(host: transfer.hostKey)
        transfer.complete(result)
    }
}
