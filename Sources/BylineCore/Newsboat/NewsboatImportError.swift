import BylineText
import Foundation

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
            NewsboatText.nothingThere(folder)
        case .file(let error): error.message
        case .newsboatCache(let path, let error):
            NewsboatText.cannotReadCache(path, Self.reason(error))
        case .bylineCache(let error): error.message
        }
    }

    public var errorDescription: String? { message }

    private static func reason(_ error: StoreError) -> String {
        if case .cannotOpen(_, let reason) = error { return reason }
        return error.message
    }
}
