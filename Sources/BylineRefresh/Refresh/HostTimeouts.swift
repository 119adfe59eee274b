import BylineCore
import Foundation
import Synchronization

/// The hosts that timed out during one refresh: their requests sent after that get a short
/// timeout instead of the whole `download-timeout`.
///
/// A host gets six connections at once, so twelve feeds on a host that never answers took
/// two full timeouts (60 s), and sixty would take ten. After one timeout the host is plainly
/// in trouble, but one slow feed (a generated one, say) does not mean its neighbours are,
/// so they are still asked, only given ``shortTimeout``: healthy feeds there answer in
/// time, and a dead host costs a few seconds per six feeds, not the full timeout. Requests
/// already sent keep theirs. The next refresh starts afresh.
final class HostTimeouts: Sendable {
    /// The timeout of requests to a host that already timed out in this refresh.
    static let shortTimeout: TimeInterval = 5

    /// The timeout every request gets otherwise (the transport's).
    let full: TimeInterval
    private let hosts = Mutex<Set<String>>([])

    /// Timeouts for a refresh whose requests otherwise get `full` seconds (0: no bound).
    init(full: TimeInterval) {
        self.full = full
    }

    /// The timeout for a request to `url`: the short one once its host timed out, else nil
    /// (the transport's own).
    func timeout(for url: URL) -> TimeInterval? {
        guard full <= 0 || full > Self.shortTimeout else { return nil }
        let key = Self.key(url)
        return hosts.withLock { $0.contains(key) } ? Self.shortTimeout : nil
    }

    /// Notes that a request to `url` timed out.
    func noteTimeout(_ url: URL) {
        let key = Self.key(url)
        hosts.withLock { _ = $0.insert(key) }
    }

    /// The host as the error names it (`feeds.example.org`, `127.0.0.1:8080`), no login.
    static func shown(_ url: URL) -> String {
        (url.host ?? "") + (url.port.map { ":\($0)" } ?? "")
    }

    /// Scheme, host and port: what connection limits count by.
    private static func key(_ url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(url.port ?? (scheme == "https" ? 443 : 80))"
    }
}
