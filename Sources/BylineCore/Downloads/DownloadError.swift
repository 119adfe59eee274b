import BylineText
import Foundation

/// Why one file was not downloaded: one line for the queue, `byline downloads` and the
/// status bar, never holding the URL (which may carry a token) or a password.
public enum DownloadError: Error, Sendable, Hashable {
    /// The server answered with an error status.
    case status(Int, String)
    /// The request failed (refused, timed out, broken mid-body); the message is the transport's.
    case network(String)
    /// Free space would fall below the reserve (`download-free-space`).
    case noSpace(needed: Int64, free: Int64, reserve: Int64)
    /// The file or its folder could not be written.
    case cannotWrite(String, String)
    /// The server answered a Range request with a range that does not continue the file.
    case rangeMismatch
    /// The server refused the range of a partial file; it was removed to start over.
    case rangeRefused
    /// The body ended before the size the server declared.
    case incomplete(done: Int64, total: Int64)

    /// The one-line message.
    public var message: String {
        switch self {
        case .status(let code, let reason):
            reason.isEmpty ? DownloadText.httpStatus(code) : DownloadText.httpStatusReason(code, reason)
        case .network(let message): message
        case .noSpace(_, let free, let reserve):
            DownloadText.noSpace(ByteCountText.short(free), ByteCountText.short(reserve))
        case .cannotWrite(let path, let reason): DownloadText.cannotWrite(TextSanitizer.singleLine(path), reason)
        case .rangeMismatch: DownloadText.rangeMismatch.text
        case .rangeRefused: DownloadText.rangeRefused.text
        case .incomplete(let done, let total): DownloadText.incomplete(done, total)
        }
    }
}
