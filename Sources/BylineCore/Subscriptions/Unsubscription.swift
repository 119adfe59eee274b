import Foundation

/// `byline remove` as one recoverable operation on the urls file and the cache.
///
/// Under the urls file's lock, the removal is recorded in the cache (``SourceIntent``)
/// before the line goes; then the articles are deleted and the intent marked done in one
/// transaction. A cache that cannot record the intent (busy, read-only) stops the removal
/// before the file changes; a kill or a failure after the line went is finished by the next
/// start (``SubscriptionRecovery``) or by running `remove` again.
public struct Unsubscription {
    /// The urls file.
    public let urls: URLsFileWriter
    /// The cache.
    public let store: ArticleStore

    /// An unsubscription of the sources of `urls`, in `store`.
    public init(urls: URLsFileWriter, store: ArticleStore) {
        self.urls = urls
        self.store = store
    }

    /// What removing did.
    public enum Outcome: Sendable, Equatable {
        /// The lines are gone and the articles deleted (starred ones kept).
        case removed([URLsFileRemoval.RemovedLine], SourceRemoval)
        /// The lines are gone; the articles could not be deleted yet (why): the next start
        /// or `remove` again deletes them.
        case articlesPending([URLsFileRemoval.RemovedLine], String)
        /// No line lists the source (any more); what the cache still held of it was deleted.
        case finished(SourceRemoval)
        /// The cache could not record the removal (why): nothing changed.
        case refused(String)
    }

    /// Removes every line listing `key`, then its articles; when no line lists it (any
    /// more: the file changed since it was read), finishes deleting what the cache holds.
    public func remove(_ key: String, now: Date = Date()) throws(LocalFileError) -> Outcome {
        let file = LocalFile.identity(of: urls.path)
        var refusal: StoreError?
        let removal = try urls.remove(key) {
            do throws(StoreError) {
                try store.record(SourceIntent(key: key, urlsFile: file, action: .remove, recorded: now))
                return true
            } catch {
                refusal = error
                return false
            }
        }
        switch removal {
        case .stopped:
            return .refused(refusal?.message ?? "")
        case .notListed:
            return finish(key, now: now)
        case .removed(let removed):
            do throws(StoreError) {
                return .removed(removed.removed, try store.finishRemoval(of: key, urlsFile: file, now: Date()))
            } catch {
                return .articlesPending(removed.removed, error.message)
            }
        }
    }

    /// Deletes what the cache holds of `key`, a source no line lists any more (a removal
    /// interrupted before its articles went); a cache that cannot be written is `refused`.
    public func finish(_ key: String, now: Date = Date()) -> Outcome {
        do throws(StoreError) {
            return .finished(try store.finishRemoval(of: key, urlsFile: LocalFile.identity(of: urls.path), now: now))
        } catch {
            return .refused(error.message)
        }
    }
}
