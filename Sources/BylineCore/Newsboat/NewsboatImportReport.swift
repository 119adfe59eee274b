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

/// Why an import from newsboat could not run at all (single bad lines are in the report instead).
public enum NewsboatImportError: Error, Sendable, Equatable, LocalizedError {
    /// None of newsboat's files is in the folder.
    case nothingThere(folder: String)
    /// A file could not be read or written.
    case file(LocalFileError)
    /// newsboat's cache could not be read.
    case newsboatCache(path: String, StoreError)
    /// Byline's cache could not be written.
    case bylineCache(StoreError)

    /// One line a person can act on.
    public var message: String {
        switch self {
        case .nothingThere(let folder):
            "no newsboat files (urls, config, cache.db) in \(folder); name newsboat's folder: byline import --from-newsboat DIR"
        case .file(let error): error.message
        case .newsboatCache(let path, let error):
            "cannot read newsboat's cache \(path): \(Self.reason(error))"
        case .bylineCache(let error): error.message
        }
    }

    public var errorDescription: String? { message }

    private static func reason(_ error: StoreError) -> String {
        if case .cannotOpen(_, let reason) = error { return reason }
        return error.message
    }
}
