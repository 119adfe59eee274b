import BylineCore
import BylineText
import Foundation

/// Why one source could not be loaded.
public enum SourceError: Error, Sendable, Equatable, LocalizedError {
    /// The request or the answer failed.
    case network(NetworkError)
    /// The answer arrived but is not a feed Byline can read.
    case feed(FeedError)
    /// The `exec:` or `filter:` command failed (its stderr's first line in the words).
    case command(ChildProcessError)
    /// A reason in the catalogue's words (a `file://` source that is missing, say).
    case described(MessageValue)
    /// Anything else, in words that are not translated (a system error's own).
    case other(String)

    /// One line a person can act on.
    public var message: String { reason.words }

    /// ``message`` as data: what the cache stores, to be written in the reader's language.
    public var reason: MessageValue {
        switch self {
        case .network(let error): error.reason
        case .feed(let error): error.reason
        case .command(let error): error.reason
        case .described(let reason): reason
        case .other(let words): .text(words)
        }
    }

    /// Whether the fetch was stopped by Byline itself (the browser quit, the task was
    /// cancelled) rather than failing: nothing about the source is learnt from it.
    public var isCancellation: Bool {
        switch self {
        case .network(.transport(.cancelled)), .command(.cancelled): true
        default: false
        }
    }

    public var errorDescription: String? { message }

    /// The wait the server asked for with a 429 or a 503, in seconds.
    public var retryAfter: TimeInterval? {
        switch self {
        case .network(.rateLimited(let wait, _)), .network(.serverError(_, _, let wait)): wait
        default: nil
        }
    }

    /// Whether the server said to slow down (429), with or without a Retry-After.
    public var isRateLimited: Bool {
        if case .network(.rateLimited) = self { return true }
        return false
    }
}
