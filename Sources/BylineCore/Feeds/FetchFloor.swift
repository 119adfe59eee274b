import BylineText
import Foundation

/// How long a server asked a feed not to be fetched again: `Cache-Control: max-age`, else
/// `Expires` (against the server's `Date`), and the feed's own `<ttl>` or
/// `sy:updatePeriod`/`sy:updateFrequency`, whichever is longest, capped at a day so a
/// mistaken header cannot silence a feed for weeks. `no-cache` and `no-store` set none.
public enum FetchFloor {
    /// The longest floor honoured.
    public static let maximum: TimeInterval = 24 * 3600

    /// The floor in seconds from `response` and a feed interval (seconds), or nil for none.
    public static func interval(for response: Response, feedInterval: TimeInterval? = nil, now: Date = Date()) -> TimeInterval? {
        let candidates = [headerInterval(response, now: now), feedInterval].compactMap { $0 }.filter { $0 > 0 }
        guard let longest = candidates.max() else { return nil }
        return min(longest, maximum)
    }

    /// The interval the HTTP caching headers give.
    static func headerInterval(_ response: Response, now: Date) -> TimeInterval? {
        if let control = response.headers["Cache-Control"]?.lowercased() {
            let directives = control.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if directives.contains(where: { $0 == "no-cache" || $0 == "no-store" }) { return nil }
            for directive in directives where directive.hasPrefix("max-age=") {
                if let seconds = TimeInterval(directive.dropFirst(8).trimmingCharacters(in: CharacterSet(charactersIn: "\""))) {
                    return seconds
                }
            }
        }
        guard let expires = response.headers["Expires"].flatMap(DateParsing.parse) else { return nil }
        let served = response.headers["Date"].flatMap(DateParsing.parse) ?? now
        return expires.timeIntervalSince(served)
    }

    /// `sy:updatePeriod` (hourly, daily, weekly, monthly, yearly) divided by `sy:updateFrequency`.
    public static func syndicationInterval(period: String?, frequency: String?) -> TimeInterval? {
        let seconds: [String: TimeInterval] = [
            "hourly": 3600, "daily": 86400, "weekly": 604_800,
            "monthly": 2_592_000, "yearly": 31_536_000
        ]
        guard let period, let base = seconds[period.trimmingCharacters(in: .whitespaces).lowercased()] else { return nil }
        let times = frequency.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? 1
        return times > 0 ? base / times : nil
    }
}
