import BylineCore
import BylineText
import Foundation
import Synchronization

/// Where `byline request` puts the answer as it arrives: the head on stdout when asked, the
/// body streamed raw to stdout (not a terminal), buffered and formatted (a terminal), or
/// streamed to a file (`-o`, `--download`), never held whole in memory in the last case.
final class RequestOutput: Sendable {
    /// What goes where, fixed before the request is sent.
    struct Setup: Sendable {
        /// HTTPie's letters: `h` response headers, `b` response body.
        var parts: String
        /// Whether stdout is a terminal (bodies are formatted and binary is summarised).
        var isTerminal: Bool
        /// The file the body goes to, or nil for stdout; with `download`, chosen when the head arrives.
        var file: String?
        /// Whether `file` is chosen from the answer (`--download` without `-o`).
        var download: Bool
        /// Bytes already in `file` that a 206 answer continues.
        var resumeFrom: Int
    }

    private struct State: ~Copyable {
        var handle: FileHandle?
        var path: String?
        var buffered = Data()
        var written = 0
        /// The start of an error answer's body, kept for the one-line message on stderr.
        var errorBody = Data()
        var status = 0
        var failure: String?
    }

    private let setup: Setup
    private let console: Console
    private let state = Mutex(State())

    /// Output for `setup`, written through `console`.
    init(_ setup: Setup, console: Console) {
        self.setup = setup
        self.console = console
    }

    /// The stream the transport feeds. The transport masks the request's credentials in what
    /// it hands over, except in a body saved to a file, which stays byte for byte as sent.
    var stream: ResponseStream {
        ResponseStream(
            head: { [self] head in receiveHead(head) }, body: { [self] piece in receiveBody(piece) },
            verbatim: setup.file != nil || setup.download)
    }

    private func receiveHead(_ head: Response) {
        if setup.parts.contains("h") {
            console.write(ResponsePrinter.head(head))
        }
        let toFile = setup.file != nil || setup.download
        state.withLock { state in
            state.status = head.status
            guard toFile, (200..<300).contains(head.status) else { return }
            let path = setup.file ?? DownloadName.choose(for: head)
            let append = head.status == 206 && setup.resumeFrom > 0
            if !append { _ = FileManager.default.createFile(atPath: path, contents: nil) }
            guard let handle = FileHandle(forWritingAtPath: path) else {
                state.failure = RequestText.cannotWrite(path)
                return
            }
            if append { _ = try? handle.seekToEnd() }
            state.handle = handle
            state.path = path
        }
        if setup.parts.contains("h") && setup.parts.contains("b") && !toFile { console.line() }
    }

    private func receiveBody(_ piece: Data) -> Bool {
        state.withLock { state in
            if state.status >= 300 && state.errorBody.count < 64 * 1024 { state.errorBody.append(piece.prefix(64 * 1024)) }
            if let handle = state.handle {
                do {
                    try handle.write(contentsOf: piece)
                } catch {
                    state.failure = RequestText.cannotWriteBecause(state.path ?? "", error.localizedDescription)
                    return false
                }
                state.written += piece.count
                return true
            }
            guard state.failure == nil, setup.file == nil, !setup.download, setup.parts.contains("b") else { return true }
            if setup.isTerminal {
                state.buffered.append(piece)
            } else {
                console.writeBytes(piece)
            }
            state.written += piece.count
            return true
        }
    }

    /// `response` with the start of its body, as far as an error message needs it.
    func withErrorBody(_ response: Response) -> Response {
        var response = response
        response.body = state.withLock { $0.errorBody }
        return response
    }

    /// Finishes the output after the exchange: formats a buffered body, closes the file and
    /// says where it went. Returns an error to report, if writing failed.
    func finish(_ response: Response) -> String? {
        let (buffered, handle, path, written, failure) = state.withLock { state in
            (state.buffered, state.handle, state.path, state.written, state.failure)
        }
        try? handle?.close()
        if let failure { return failure }
        if let path {
            let total = written + (response.status == 206 ? setup.resumeFrom : 0)
            console.error(RequestText.saved(total, path) + (response.status == 206 ? RequestText.resumed.text : ""))
        } else if setup.isTerminal && !buffered.isEmpty {
            let text = ResponsePrinter.body(buffered, mediaType: response.headers["Content-Type"])
            console.line(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
        return nil
    }
}

/// The file name `--download` saves to: the server's `Content-Disposition` name, else the
/// URL's last path segment, made unique with `-1`, `-2`… so nothing is overwritten.
enum DownloadName {
    /// A name for `head` in the current folder.
    static func choose(for head: Response, exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> String {
        let base = suggested(by: head.headers["Content-Disposition"]) ?? plain(head.url?.lastPathComponent) ?? "index.html"
        var name = base
        var number = 1
        while exists(name) {
            name = "\(base)-\(number)"
            number += 1
        }
        return name
    }

    /// The last path segment of `url`, or nil when it gives no usable name.
    static func fromURL(_ url: URL) -> String? { plain(url.lastPathComponent) }

    private static func suggested(by disposition: String?) -> String? {
        guard let disposition, let range = disposition.range(of: "filename=", options: .caseInsensitive) else { return nil }
        let value = disposition[range.upperBound...].split(separator: ";").first.map(String.init) ?? ""
        return plain(value.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
    }

    /// A file name with no folder part, no control characters and not hidden, or nil.
    private static func plain(_ name: String?) -> String? {
        guard let name else { return nil }
        let last = name.split(separator: "/").last.map(String.init) ?? ""
        let clean = TextSanitizer.singleLine(last).trimmingCharacters(in: .whitespaces)
        guard !clean.isEmpty, !clean.hasPrefix("."), clean != "/" else { return nil }
        return clean
    }
}
