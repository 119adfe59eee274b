import Foundation

/// What a command meant to do to a source, recorded in the cache before it changes the urls
/// file, so that the change is one recoverable operation: a command killed between the file
/// and the cache is finished by the next start (``SubscriptionRecovery``).
public struct SourceIntent: Sendable, Equatable {
    /// What is being done.
    public enum Action: String, Sendable {
        /// `byline remove`: the line is going (or gone); the articles are still to be deleted.
        case remove
        /// Done: the line and the articles are gone. Kept so that a refresh that read the
        /// urls file before the removal does not store the source again.
        case removed
        /// A permanent redirect: the line is becoming ``SourceIntent/movedTo``, and the cache follows.
        case move
    }

    /// The source's key (its old key, for a move).
    public var key: String
    /// The urls file the change is made in (``LocalFile/identity(of:)``).
    public var urlsFile: String
    /// What is being done.
    public var action: Action
    /// The new key of a moved source.
    public var movedTo: String?
    /// When it was recorded.
    public var recorded: Date

    /// An intent from its parts.
    public init(key: String, urlsFile: String, action: Action, movedTo: String? = nil, recorded: Date = Date()) {
        self.key = key
        self.urlsFile = urlsFile
        self.action = action
        self.movedTo = movedTo
        self.recorded = recorded
    }
}
