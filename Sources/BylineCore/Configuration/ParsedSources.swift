import BylineText
import Foundation

/// What reading a list of sources found: the sources, in file order, and the lines that
/// could not be used (each skipped, the rest kept).
public struct ParsedSources: Sendable, Equatable {
    /// The usable sources, duplicates removed, in the order they appeared.
    public var sources: [Source]
    /// One error per line or outline that was skipped.
    public var errors: [SourceLineError]

    /// A result from its parts.
    public init(sources: [Source] = [], errors: [SourceLineError] = []) {
        self.sources = sources
        self.errors = errors
    }
}
