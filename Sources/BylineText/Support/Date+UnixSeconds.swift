import Foundation

extension Date {
    /// Whole seconds since 1970, clamped to ±2^35 (about ±1,000 years) so a wild date
    /// from a feed can neither trap where it is stored nor overflow a key computed from it.
    package var unixSeconds: Int64 {
        let seconds = timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite else { return 0 }
        let limit = 34_359_738_368.0
        return Int64(max(-limit, min(limit, seconds)))
    }
}
