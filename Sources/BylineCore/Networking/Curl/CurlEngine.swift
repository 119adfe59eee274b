import CCurl
import Foundation

/// The thread that drives every transfer of one ``CurlTransport`` through a curl multi handle.
///
/// The multi handle is touched only on this thread; other threads hand over work through
/// a locked queue and wake the thread with `curl_multi_wakeup`.
///
/// Transfers wait here, not in curl, until their host has a free connection: curl counts
/// a transfer's timeout from when it is added, so one queued behind hanging requests to
/// the same host used to time out without ever being sent.
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
    /// Transfers waiting for a connection, oldest first; engine thread only.
    private var waiting: [CurlTransfer] = []
    /// How many active transfers each host (scheme, host and port) has; engine thread only.
    private var activePerHost: [String: Int] = [:]

    init(configuration: TransportConfiguration) {
        self.configuration = configuration
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
                    waiting.append(transfer)
                }
            }
            for transfer in dropped {
                if active[transfer.easy] != nil {
                    remove(transfer, from: handle, result: .failure(.transport(.cancelled)))
                } else if let index = waiting.firstIndex(where: { $0 === transfer }) {
                    waiting.remove(at: index)
                    transfer.complete(.failure(.transport(.cancelled)))
                }
            }
            if stopping { break }
            admitWaiting(handle)
            var running: Int32 = 0
            _ = curl_multi_perform(handle, &running)
            collectFinished(handle)
            // Slots freed just now are filled before sleeping; curl's own timer for a new
            // handle (zero) makes the poll return at once to start it.
            admitWaiting(handle)
            _ = curl_multi_poll(handle, nil, 0, 10_000, nil)
        }
        for transfer in Array(active.values) {
            remove(transfer, from: handle, result: .failure(.transport(.cancelled)))
        }
        waiting.forEach { $0.complete(.failure(.transport(.cancelled))) }
        waiting.removeAll()
        let leftover = lock.withLock { () -> [CurlTransfer] in
            defer { incoming.removeAll() }
            return incoming
        }
        leftover.forEach { $0.complete(.failure(.transport(.cancelled))) }
        lock.withLock { multi = nil }
        _ = curl_multi_cleanup(handle)
    }

    /// Hands waiting transfers to curl, oldest first, while their host and the total have room.
    private func admitWaiting(_ handle: UnsafeMutableRawPointer) {
        guard !waiting.isEmpty else { return }
        var stillWaiting: [CurlTransfer] = []
        for transfer in waiting {
            let host = transfer.hostKey
            guard active.count < configuration.maxConnections,
                  activePerHost[host, default: 0] < configuration.maxConnectionsPerHost else {
                stillWaiting.append(transfer)
                continue
            }
            if curl_multi_add_handle(handle, transfer.easy) == 0 {
                active[transfer.easy] = transfer
                activePerHost[host, default: 0] += 1
            } else {
                transfer.complete(.failure(.transport(.other("could not start the transfer"))))
            }
        }
        waiting = stillWaiting
    }

    private func collectFinished(_ handle: UnsafeMutableRawPointer) {
        var remaining: Int32 = 0
        while let message = curl_multi_info_read(handle, &remaining) {
            guard byline_curl_message_is_done(message) != 0, let easy = byline_curl_message_handle(message),
                  let transfer = active[easy] else { continue }
            let code = byline_curl_message_result(message)
            remove(transfer, from: handle, result: transfer.result(for: code))
        }
    }

    private func remove(_ transfer: CurlTransfer, from handle: UnsafeMutableRawPointer, result: Result<Response, NetworkError>) {
        _ = curl_multi_remove_handle(handle, transfer.easy)
        if active.removeValue(forKey: transfer.easy) != nil {
            activePerHost[transfer.hostKey, default: 1] -= 1
            if activePerHost[transfer.hostKey] == 0 { activePerHost[transfer.hostKey] = nil }
        }
        transfer.complete(result)
    }
}
