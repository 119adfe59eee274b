import BylineText
import Foundation

/// What `byline import --from-newsboat` carried over, and what it could not.
public struct NewsboatImportReport: Sendable, Equatable {
    /// Sources added to Byline's urls file (query, `exec:` and `filter:` lines included).
    public var sourcesAdded = 0
    /// Sources the urls file already listed.
    public var sourcesAlreadyListed = 0
    /// Settings carried into Byline's config block.
    public var settingsCarried = 0
    /// Articles imported from newsboat's cache (new or already there).
    public var articles = 0
    /// How many of them are unread.
    public var unread = 0
    /// How many of them are starred.
    public var starred = 0
    /// newsboat feeds whose articles were imported.
    public var feeds = 0
    /// Everything not carried over, by name, each once.
    public var notCarried: [String] = []
    /// The newsboat lines that failed, each with its file and line.
    public var failures: [SourceLineError] = []
    /// The newsboat files that were not there (each is optional).
    public var missingFiles: [String] = []

    /// An empty report.
    public init() {}

    /// Adds `name` to ``notCarried`` unless it is there.
    mutating func skip(_ name: String) {
        if !notCarried.contains(name) { notCarried.append(name) }
    }
}
