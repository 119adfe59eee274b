import Foundation

/// Spaces the starts of a refresh's requests to one host by a small gap, so a refresh of
/// hundreds of feeds does not hit one server with all of them at once (servers block
/// readers for that). Loopback hosts are not staggered: they are the user's own.
package actor HostStagger {
    private var schedule: StaggerSchedule

    /// A stagger with `gap` seconds between starts to one host.
    package init(gap: TimeInterval) {
        schedule = StaggerSchedule(gap: gap)
    }

    /// Waits until a request to `url` may start.
    package func wait(for url: URL) async {
        guard let host = url.host?.lowercased(), !StaggerSchedule.isLoopback(host) else { return }
        let delay = schedule.delay(for: host, now: ProcessInfo.processInfo.systemUptime)
        guard delay > 0 else { return }
        try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
    }
}

/// The pure part of ``HostStagger``: when each host's next request may start.
package struct StaggerSchedule: Sendable, Equatable {
    /// The least time between two starts to one host.
    let gap: TimeInterval
    private var nextStart: [String: TimeInterval] = [:]

    /// A schedule with `gap` seconds between starts.
    init(gap: TimeInterval) {
        self.gap = max(0, gap)
    }

    /// How long a request to `host` asked at `now` must wait, booking its slot.
    mutating func delay(for host: String, now: TimeInterval) -> TimeInterval {
        guard gap > 0 else { return 0 }
        let start = max(now, nextStart[host] ?? now)
        nextStart[host] = start + gap
        return start - now
    }

    /// Whether `host` is this machine.
    package static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host.hasPrefix("127.") || host == "::1" || host == "[::1]"
    }
}
