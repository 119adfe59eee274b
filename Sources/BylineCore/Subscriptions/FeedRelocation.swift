import Foundation

/// After a feed answered with a permanent redirect: the urls file and the cache follow it to
/// its new address, as one operation that a crash cannot leave half done and that two
/// Bylines doing it at once do exactly once.
///
/// Under the urls file's lock (``URLsFileWriter/locked(_:)``), the file is read again and:
/// - it lists the old address only: the move is recorded in the cache (``SourceIntent``),
///   the line is rewritten, and the cache's feed merges into the new key while the intent is
///   forgotten, in one transaction (a crash in between is finished by the next start,
///   ``SubscriptionRecovery``);
/// - it lists the new address only: another Byline moved the feed first, and what this
///   refresh stored under the old key merges into the new one;
/// - it lists both, or neither (the line was removed meanwhile): nothing changes.
package struct FeedRelocation {
    /// The urls file.
    let urls: URLsFileWriter
    /// The cache.
    let store: ArticleStore

    /// A relocation in the urls file `urls` and the cache `store`.
    package init(urls: URLsFileWriter, store: ArticleStore) {
        self.urls = urls
        self.store = store
    }

    /// What relocating did.
    package enum Outcome: Sendable, Equatable {
        /// The line now has the new address and the cache's articles are under it.
        case moved
        /// Another Byline had moved it; this refresh's articles joined the new key.
        case joined
        /// The urls file lists the new address on a line of its own already.
        case bothListed
        /// No line lists the feed any more.
        case notListed
        /// The urls file could not be read or written (the reason): nothing changed.
        case fileFailed(String)
        /// The cache could not record the move (the reason): nothing changed.
        case intentFailed(String)
        /// The urls file changed but the cache could not follow (the reason): the next start
        /// finishes the move.
        case cacheFailed(String)
    }

    /// Moves the feed listed as `oldAddress` to `newAddress` in the urls file and the cache.
    /// The addresses are written as they are (a login goes on with the feed); in the cache
    /// the feed is known by their keys, without a password (``Source/keyWithoutPassword(_:)``).
    package func relocate(_ oldAddress: String, to newAddress: String, now: Date = Date()) -> Outcome {
        let old = Source.keyWithoutPassword(oldAddress)
        let new = Source.keyWithoutPassword(newAddress)
        do throws(LocalFileError) {
            return try urls.locked { (file: inout URLsFileWriter.Locked) throws(LocalFileError) -> Outcome in
                switch (file.lists(old), file.lists(new)) {
                case (true, false):
                    guard let rewritten = URLsFile.relocating(oldAddress, to: newAddress, in: file.data) else {
                        return .notListed
                    }
                    let intent = SourceIntent(
                        key: old, urlsFile: LocalFile.identity(of: urls.path), action: .move,
                        movedTo: new, recorded: now)
                    do throws(StoreError) { try store.record(intent) } catch { return .intentFailed(error.message) }
                    do throws(LocalFileError) {
                        try file.replace(with: rewritten)
                    } catch {
                        try? store.forgetIntent(for: old)
                        throw error
                    }
                    return finish(old, new, as: .moved)
                case (false, true):
                    return finish(old, new, as: .joined)
                case (true, true):
                    return .bothListed
                case (false, false):
                    return .notListed
                }
            }
        } catch {
            return .fileFailed(error.message)
        }
    }

    private func finish(_ old: String, _ new: String, as outcome: Outcome) -> Outcome {
        do throws(StoreError) {
            try store.finishMove(from: old, to: new)
            return outcome
        } catch {
            return .cacheFailed(error.message)
        }
    }
}
