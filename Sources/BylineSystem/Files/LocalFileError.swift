import BylineText
import Foundation

/// Why a local file (urls, config, cache folder) could not be read or written.
public struct LocalFileError: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// What went wrong, in words.
    public var message: String

    /// An error from its parts.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// An error for the current `errno`, phrased as `action` ("cannot read <path>: <reason>").
    static func system(_ action: LocalFileText, _ path: String, errno code: Int32) -> LocalFileError {
        LocalFileError(path: path, message: action(path, String(cString: strerror(code))))
    }

    /// The message, which names the path.
    public var description: String { message }

    public var errorDescription: String? { message }
}
