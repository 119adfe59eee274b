import Foundation

extension ExpiryPolicy {
    /// What a refresh did with one source, as expiry reads it: every source a refresh
    /// named counts for `max-items`; whether it was fetched whole or found not modified
    /// decides what happens to the memory of its expired articles.
    public struct Fetch: Sendable, Hashable {
        /// How the source's server answered.
        public enum Answer: Sendable, Hashable {
            /// Its whole feed arrived and was stored.
            case whole
            /// The server said nothing changed (304).
            case notModified
            /// It was not asked, it failed, or the refresh stopped first.
            case none
        }

        /// The source.
        public var source: Source
        /// How its server answered.
        public var answer: Answer

        /// A fetch from its parts.
        public init(source: Source, answer: Answer) {
            self.source = source
            self.answer = answer
        }
    }
}
