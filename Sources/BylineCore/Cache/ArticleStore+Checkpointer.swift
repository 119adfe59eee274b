import Foundation

/// How a refresh's writer, above the store, lends the cache's checkpoints to a
/// ``WALCheckpointer`` while it writes, without seeing the store's connection.
extension ArticleStore {
    /// Hands this store's checkpoints to `checkpointer` (see ``WALCheckpointer``);
    /// ``detachCheckpointer(_:)`` must be called before `checkpointer` goes away.
    package func attachCheckpointer(_ checkpointer: WALCheckpointer) throws(StoreError) {
        try withDatabase { database throws(StoreError) in checkpointer.attach(to: database) }
    }

    /// Gives this store its own checkpoints back from `checkpointer`.
    package func detachCheckpointer(_ checkpointer: WALCheckpointer) throws(StoreError) {
        try withDatabase { database throws(StoreError) in checkpointer.detach(from: database) }
    }
}
