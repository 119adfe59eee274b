import BylineCore
import BylineText
import Foundation
import Synchronization

/// What one account's sync has used of its ``SyncLimits``; a use past a bound throws
/// ``SyncError/limitReached(_:)`` naming the setting, and the sync stops there, keeping
/// every page already stored.
public final class SyncBudget: Sendable {
    private let limits: SyncLimits
    private let deadline: Date
    private let used = Mutex<(pages: Int, items: Int, ids: Int)>((0, 0, 0))

    /// A budget of `limits`, its clock started now.
    public init(_ limits: SyncLimits, now: Date = Date()) {
        self.limits = limits
        deadline = now.addingTimeInterval(TimeInterval(limits.timeout))
    }

    /// Counts one request, before it is sent.
    func request(now: Date = Date()) throws(SyncError) {
        try checkTime(now)
        let pages = used.withLock { used -> Int in
            used.pages += 1
            return used.pages
        }
        if pages > limits.maxPages {
            throw .limitReached(SyncLimitText.pages(DigitGrouping.text(limits.maxPages)))
        }
    }

    /// Counts `count` items (or, with `ids`, item ids) that arrived. Items and ids are
    /// counted apart, each against `sync-max-items`: a first sync of N unread items takes N
    /// items and N unread ids, and must not stop at half the bound.
    func take(_ count: Int, ids: Bool = false, now: Date = Date()) throws(SyncError) {
        try checkTime(now)
        let taken = used.withLock { used -> Int in
            if ids {
                used.ids += count
                return used.ids
            }
            used.items += count
            return used.items
        }
        if taken > limits.maxItems {
            throw .limitReached(SyncLimitText.items(DigitGrouping.text(limits.maxItems)))
        }
    }

    private func checkTime(_ now: Date) throws(SyncError) {
        if now > deadline { throw .limitReached(SyncLimitText.time(DigitGrouping.text(limits.timeout))) }
    }
}
