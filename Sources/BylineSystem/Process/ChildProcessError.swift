import BylineText
import Foundation

/// Why a program the user configured did not give what was asked of it, naming the program
/// (never what it printed on stdout, which may be anything).
public enum ChildProcessError: Error, Sendable, Hashable, LocalizedError {
    /// No program was given (an empty command).
    case noProgram
    /// The program is not on PATH, or the path is not an executable file.
    case notFound(program: String)
    /// The system would not start it (`posix_spawn` failed).
    case cannotStart(program: String, reason: String)
    /// It ran past its time limit and was killed.
    case timedOut(program: String, seconds: Int)
    /// It printed more than `limit` bytes and was killed.
    case outputTooLarge(program: String, limit: Int)
    /// It exited with a status other than 0 (128 + n for signal n), with the first line of its stderr.
    case failed(program: String, status: Int32, message: String?)
    /// The run was cancelled (the browser quit) and the program killed.
    case cancelled(program: String)

    /// One line a user can act on.
    public var message: String { reason.words }

    /// ``message`` as data, to be written in the reader's language (see ``MessageValue``).
    public var reason: MessageValue {
        switch self {
        case .noProgram:
            return SourceFormText.emptyCommand.value()
        case .notFound(let program):
            return SourceFormText.programNotFound.value(program)
        case .cannotStart(let program, let reason):
            return SourceFormText.cannotStart.value(program, reason)
        case .timedOut(let program, let seconds):
            return seconds == 1 ? SourceFormText.timedOut1.value(program) : SourceFormText.timedOutN.value(program, seconds)
        case .outputTooLarge(let program, let limit):
            return SourceFormText.outputTooLarge.value(program, Self.size(limit))
        case .failed(let program, let status, let message):
            let how =
                status > 128
                ? SourceFormText.endedBySignal.value(program, status - 128)
                : SourceFormText.failedWithStatus.value(program, status)
            return message.map { SourceFormText.withReason.value(how, $0) } ?? how
        case .cancelled(let program):
            return SourceFormText.stopped.value(program)
        }
    }

    public var errorDescription: String? { message }

    /// The first non-blank line of `data`, cleaned of control characters and cut at `limit`
    /// characters; nil when there is none.
    public static func firstLine(of data: Data, limit: Int) -> String? {
        let text = String(decoding: data.prefix(64 * 1024), as: UTF8.self)
        for line in text.split(whereSeparator: \.isNewline) {
            let clean = TextSanitizer.singleLine(String(line)).trimmingCharacters(in: .whitespaces)
            guard !clean.isEmpty else { continue }
            return clean.count > limit ? String(clean.prefix(limit)) + "…" : clean
        }
        return nil
    }

    private static func size(_ bytes: Int) -> MessageValue {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? .text("\(bytes >> 20) MiB") : NetworkDetailText.bytesN.value(bytes)
    }
}
