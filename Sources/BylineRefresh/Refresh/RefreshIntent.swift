import BylineCore
import Foundation

/// Why a refresh runs, which decides what may hold a source back (see ``FetchDecision``).
public enum RefreshIntent: String, Sendable, Hashable, CaseIterable {
    /// The browser refreshed by itself: the launch refresh (`refresh-on-start`) and the timed
    /// reload (`auto-reload`). Paced by what the feed and its server asked for (`<ttl>`,
    /// `sy:updatePeriod`, `Cache-Control: max-age`, `Expires`), so opening the browser ten
    /// times an hour does not ask a feed that said it changes hourly ten times.
    case automatic
    /// The user asked for every source: `r`, `byline refresh`. Every source is asked again
    /// with a conditional GET (a 304 costs the server next to nothing); only a server's own
    /// Retry-After, a 410 Gone and the back-off after failures hold a source back.
    case userAsked
    /// The user pointed at these sources: `R` on a headline, a source or a tag. As
    /// ``userAsked``, and a source backing off after failures or marked gone is asked too
    /// (one request the user chose); only the server's own Retry-After still holds.
    case oneSource
    /// `byline refresh --force`: every source is asked, whatever it or its server said.
    case forced
}
