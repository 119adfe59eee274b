import BylineCore
import Foundation

/// A sync API that can change the account's subscriptions (Google Reader's
/// `subscription/quickadd` and `subscription/edit`). Fever cannot: its backend does not
/// conform, and asking it is refused in one line (``SubscriptionSyncText/feverCannot``).
public protocol SubscriptionManaging: SyncBackend {
    /// Subscribes to the feed at `url` (the server finds the feed a page links to); returns
    /// the subscription as the server now has it. A feed already subscribed is no error: its
    /// subscription is returned, so sending the same request twice subscribes once.
    func subscribe(url: String) async throws(SyncError) -> RemoteSubscription

    /// Renames the subscription (when `title` is given) and takes it out of `removeFolders`,
    /// then puts it in `addFolders`.
    func edit(feedID: String, title: String?, addFolders: [String], removeFolders: [String]) async throws(SyncError)

    /// Unsubscribes; a feed no longer subscribed is no error.
    func unsubscribe(feedID: String) async throws(SyncError)
}
