import BylineText
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Fetches one file to disk: the body streams into `NAME.part` as it arrives (never held in
/// memory), a partial file is continued with an HTTP Range request, free space is checked
/// before and while writing, and the complete file is renamed into place in one step.
///
/// A continued request is trusted only when the server answers 206 with a `Content-Range`
/// starting where the partial file ends; a 200 (a server that ignores Range) starts the file
/// over from its first byte, and a 416 for a partial file that is already whole finishes it.
public struct DownloadFetcher: Sendable {
    /// How far a transfer has got, read by whoever shows or records it.
    public struct Progress: Sendable, Hashable {
        /// Bytes in the partial file.
        public var done: Int64 = 0
        /// The whole size, when the server said.
        public var total: Int64?
        /// Whether this transfer continued a partial file (a 206).
        public var resumed = false
    }

    /// What one run ended with.
    public enum Outcome: Sendable, Hashable {
        /// The file is complete at its target.
        case finished(bytes: Int64)
        /// It failed; the partial file is kept for a later resume.
        case failed(DownloadError)
        /// It was stopped by ``Control/stop()``; the partial file is kept.
        case stopped
    }

    /// Shared between a running fetch and its owner: progress out, a stop request in.
    public final class Control: Sendable {
        let state = Mutex(Progress())
        let stopRequested = Atomic(false)

        /// A control for one fetch.
        public init() {}

        /// The progress so far.
        public var progress: Progress { state.withLock { $0 } }

        /// Asks the fetch to stop at its next piece of body.
        public func stop() { stopRequested.store(true, ordering: .relaxed) }
    }

    /// The transport (libcurl's) the file comes through.
    public var transport: any HTTPTransport
    /// Bytes always left free on the file system (`download-free-space`).
    public var reserve: Int64
    /// How often free space is asked while writing, in bytes written.
    public var spaceCheckInterval: Int64 = 4 << 20

    /// A fetcher through `transport`, leaving `reserve` bytes free.
    public init(transport: any HTTPTransport, reserve: Int64) {
        self.transport = transport
        self.reserve = reserve
    }

    /// Fetches `url` to `targetPath` (through `targetPath.part`), reporting through `control`.
    public func fetch(_ url: URL, to targetPath: String, expectedSize: Int64? = nil, control: Control) async -> Outcome {
        let partPath = targetPath + DownloadJob.partSuffix
        let folder = (targetPath as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .failed(.cannotWrite(folder, Self.reason(errno)))
        }
        let offset = Self.size(of: partPath)
        if let expectedSize, let free = DiskSpace.available(at: folder), expectedSize > offset,
            free - (expectedSize - offset) < reserve
        {
            return .failed(.noSpace(needed: expectedSize - offset, free: free, reserve: reserve))
        }
        let sink = PartFile(path: partPath, offset: offset, reserve: reserve, checkEvery: spaceCheckInterval, control: control)
        var request = HTTPRequest(url: url)
        if offset > 0 { request.headers.set("Range", "bytes=\(offset)-") }
        request.headers.set("Accept-Encoding", "identity")
        var cookies = CookieJar()
        let response: Response
        do {
            response = try await transport.send(request, cookies: &cookies, stream: sink.stream)
        } catch {
            sink.close()
            if let own = sink.failure { return .failed(own) }
            if control.stopRequested.load(ordering: .relaxed) { return .stopped }
            return .failed(.network(error.message))
        }
        sink.close()
        if let own = sink.failure { return .failed(own) }
        if control.stopRequested.load(ordering: .relaxed) { return .stopped }
        switch response.status {
        case 200, 206:
            break
        case 416 where offset > 0:
            // The partial file may already be whole (killed between the last byte and the rename).
            if let total = ContentRange.total(response.headers["Content-Range"]), total == offset {
                return finish(partPath, targetPath, bytes: offset)
            }
            try? FileManager.default.removeItem(atPath: partPath)
            return .failed(.rangeRefused)
        default:
            return .failed(.status(response.status, TextSanitizer.singleLine(response.reasonPhrase ?? "")))
        }
        let written = control.progress.done
        if let total = control.progress.total, written != total {
            return .failed(.incomplete(done: written, total: total))
        }
        return finish(partPath, targetPath, bytes: written)
    }

    private func finish(_ partPath: String, _ targetPath: String, bytes: Int64) -> Outcome {
        guard rename(partPath, targetPath) == 0 else {
            return .failed(.cannotWrite(targetPath, Self.reason(errno)))
        }
        return .finished(bytes: bytes)
    }

    /// The size of the file at `path`, 0 when there is none.
    static func size(of path: String) -> Int64 {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : 0
    }

    static func reason(_ code: Int32) -> String {
        TextSanitizer.singleLine(String(cString: strerror(code)))
    }
}

/// The partial file a fetch streams into, opened when the head says where to write.
private final class PartFile: Sendable {
    private struct State {
        var descriptor: Int32 = -1
        var sinceCheck: Int64 = 0
        var checked = false
        var status = 0
        var failure: DownloadError?
    }

    let path: String
    let offset: Int64
    let reserve: Int64
    let checkEvery: Int64
    let control: DownloadFetcher.Control
    private let state = Mutex(State())

    init(path: String, offset: Int64, reserve: Int64, checkEvery: Int64, control: DownloadFetcher.Control) {
        self.path = path
        self.offset = offset
        self.reserve = reserve
        self.checkEvery = checkEvery
        self.control = control
    }

    var failure: DownloadError? { state.withLock { $0.failure } }

    var stream: ResponseStream {
        ResponseStream(head: { [self] head in open(head) }, body: { [self] piece in write(piece) }, verbatim: true)
    }

    private func open(_ head: Response) {
        state.withLock { $0.status = head.status }
        guard head.status == 200 || head.status == 206 else { return }
        let length = head.headers["Content-Length"].flatMap { Int64($0) }
        var start: Int64 = 0
        var total = length
        if head.status == 206 {
            guard let range = ContentRange(head.headers["Content-Range"]), range.first == offset else {
                state.withLock { $0.failure = .rangeMismatch }
                return
            }
            start = offset
            total = range.total ?? length.map { $0 + offset }
        }
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (start == 0 ? O_TRUNC : O_APPEND)
        let descriptor = Glibc.open(path, flags, 0o644)
        state.withLock { state in
            guard descriptor >= 0 else {
                state.failure = .cannotWrite(path, DownloadFetcher.reason(errno))
                return
            }
            state.descriptor = descriptor
        }
        control.state.withLock { progress in
            progress.done = start
            progress.total = total
            progress.resumed = start > 0
        }
    }

    private func write(_ piece: Data) -> Bool {
        if control.stopRequested.load(ordering: .relaxed) { return false }
        return state.withLock { state in
            // An error answer's body is not the file: it is read and dropped.
            guard state.status == 200 || state.status == 206 else { return true }
            guard state.failure == nil, state.descriptor >= 0 else { return false }
            state.sinceCheck += Int64(piece.count)
            if state.sinceCheck >= checkEvery || !state.checked {
                state.sinceCheck = 0
                state.checked = true
                let folder = (path as NSString).deletingLastPathComponent
                if let free = DiskSpace.available(at: folder), free - Int64(piece.count) < reserve {
                    state.failure = .noSpace(needed: Int64(piece.count), free: free, reserve: reserve)
                    return false
                }
            }
            let written = piece.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
                guard let base = bytes.baseAddress else { return true }
                var offset = 0
                while offset < bytes.count {
                    let count = Glibc.write(state.descriptor, base + offset, bytes.count - offset)
                    if count < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    offset += count
                }
                return true
            }
            guard written else {
                let code = errno
                state.failure =
                    code == ENOSPC || code == EDQUOT
                    ? .noSpace(needed: Int64(piece.count), free: 0, reserve: reserve)
                    : .cannotWrite(path, DownloadFetcher.reason(code))
                return false
            }
            control.state.withLock { $0.done += Int64(piece.count) }
            return true
        }
    }

    func close() {
        state.withLock { state in
            if state.descriptor >= 0 {
                _ = fsync(state.descriptor)
                _ = Glibc.close(state.descriptor)
                state.descriptor = -1
            }
        }
    }
}

/// A `Content-Range: bytes FIRST-LAST/TOTAL` header.
struct ContentRange {
    let first: Int64
    let total: Int64?

    init?(_ header: String?) {
        guard let header, header.lowercased().hasPrefix("bytes ") else { return nil }
        let spec = header.dropFirst(6)
        let halves = spec.split(separator: "/", maxSplits: 1)
        guard let range = halves.first, let dash = range.firstIndex(of: "-"), let first = Int64(range[..<dash]) else { return nil }
        self.first = first
        self.total = halves.count > 1 ? Int64(halves[1]) : nil
    }

    /// The total of `bytes */TOTAL` (a 416's) or of a full range.
    static func total(_ header: String?) -> Int64? {
        guard let header, let slash = header.lastIndex(of: "/") else { return nil }
        return Int64(header[header.index(after: slash)...])
    }
}
