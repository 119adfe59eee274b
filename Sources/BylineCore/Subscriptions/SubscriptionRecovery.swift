import BylineText
import Foundation

/// What every start of Byline finishes that a command killed half-way (or refused by a busy
/// cache) left undone between the urls file and the cache, from the intents it recorded
/// first (``SourceIntent``).
///
/// Only the intents recorded for this urls file are touched, so a run with another `--urls`
/// never deletes a user's articles; and each is decided by what the file says now, read
/// again under its lock:
/// - `remove`, and no line lists the source: its articles are deleted (starred ones stay)
///   and the intent becomes `removed`; a line lists it (the removal never got to the file,
///   or the source was added back): the intent is forgotten and nothing is deleted;
/// - `removed`, and a line lists the source again: forgotten, so its refreshes store it;
/// - `move`, and no line lists the old address: the cache follows to the new one; a line
///   still lists it (the file was never rewritten): forgotten, the next refresh moves it.
///
/// Sync accounts' sources (`account:NAME/…`) and query feeds are never in the journal:
/// nothing here touches them.
public enum SubscriptionRecovery {
    /// Finishes the intents recorded for the urls file at `urlsFile`; `listed` are the
    /// sources it listed when read (the lock is taken only when there is work). Returns one
    /// message per problem; a cache that cannot be written now is tried again next time.
    public static func finish(in store: ArticleStore, urlsFile: String, listed: [Source], now: Date = Date()) -> [String] {
        let file = LocalFile.identity(of: urlsFile)
        guard let recorded = try? store.intents(forURLsFile: file), !recorded.isEmpty else { return [] }
        let listedKeys = Set(listed.map { Source.duplicateIdentity(of: $0.key) })
        // A finished removal of a source that is still not listed needs nothing (the common case).
        guard recorded.contains(where: { $0.action != .removed || listedKeys.contains(Source.duplicateIdentity(of: $0.key)) }) else {
            return []
        }
        do throws(LocalFileError) {
            return try URLsFileWriter(path: urlsFile).locked { (locked: inout URLsFileWriter.Locked) throws(LocalFileError) -> [String] in
                do throws(StoreError) {
                    // Read again under the lock: another Byline may have finished some meanwhile.
                    for intent in try store.intents(forURLsFile: file) {
                        try finish(intent, listed: locked.lists(intent.key), in: store, now: now)
                    }
                    return []
                } catch {
                    return [UserFilesText.recoveryFailed(urlsFile, error.message)]
                }
            }
        } catch {
            return [UserFilesText.recoveryFailed(urlsFile, error.message)]
        }
    }

    private static func finish(_ intent: SourceIntent, listed: Bool, in store: ArticleStore, now: Date) throws(StoreError) {
        switch intent.action {
        case .remove where !listed:
            _ = try store.finishRemoval(of: intent.key, urlsFile: intent.urlsFile, now: now)
        case .move where !listed:
            guard let new = intent.movedTo else { return try store.forgetIntent(for: intent.key) }
            try store.finishMove(from: intent.key, to: new)
        case .removed where !listed:
            return
        case .remove, .removed, .move:
            try store.forgetIntent(for: intent.key)
        }
    }
}
