import BylineCore
import BylineText
import Foundation
import Synchronization

/// A feed's body as it downloads: in memory up to ``threshold`` bytes, then in a file that
/// has no name (created in ``folder`` and unlinked at once, so nothing is left behind by a
/// crash), which goes when the spool does.
///
/// A refresh starts several downloads before it knows how big any of them is: six feeds of
/// 31 MB held 190 MB of bodies at once before the window could learn their size. Spooled,
/// each download holds at most the threshold in memory, and its body is read back only when
/// a parser takes it (bench/RESULTS.md §26). Ordinary feeds stay in memory.
final class BodySpool: Sendable {
    /// The bodies larger than this go to disk: more than a 1,000-item feed (3.7 MB), so an
    /// ordinary refresh never touches the disk for them.
    static let defaultThreshold = 4 << 20

    private struct State: ~Copyable {
        var memory = Data()
        var file: Int32 = -1
        var count = 0
        var failure: String?
    }

    /// Where the unnamed file is made (the cache's folder: on disk, unlike a tmpfs `/tmp`).
    let folder: String
    /// The bytes kept in memory before the body moves to disk.
    let threshold: Int
    private let state = Mutex(State())

    /// A spool that moves bodies over `threshold` bytes into a file in `folder`.
    init(folder: String, threshold: Int = BodySpool.defaultThreshold) {
        self.folder = folder
        self.threshold = threshold
    }

    deinit {
        state.withLock { state in
            if state.file >= 0 { close(state.file) }
        }
    }

    /// The bytes received so far.
    var count: Int { state.withLock { $0.count } }

    /// Whether the body went to disk.
    var isOnDisk: Bool { state.withLock { $0.file >= 0 } }

    /// Why the body could not be kept on disk, when it could not.
    var failure: String? { state.withLock { $0.failure } }

    /// The stream that feeds this spool (the final answer's body only).
    var stream: ResponseStream {
        ResponseStream(body: { [self] piece in append(piece) })
    }

    /// Adds a piece of the body; false (and ``failure`` set) when the disk refused it.
    func append(_ piece: Data) -> Bool {
        state.withLock { state -> Bool in
            state.count += piece.count
            if state.file < 0 {
                guard state.memory.count + piece.count > threshold, let file = Self.unnamedFile(in: folder) else {
                    // Small, or no file could be made here: memory, as without a spool.
                    state.memory.append(piece)
                    return true
                }
                state.file = file
                let held = state.memory
                state.memory = Data()
                if let reason = Self.write(held, to: file) {
                    state.failure = reason
                    return false
                }
            }
            if let reason = Self.write(piece, to: state.file) {
                state.failure = reason
                return false
            }
            return true
        }
    }

    /// The whole body, read back from disk when it went there.
    func contents() throws(SourceError) -> Data {
        try state.withLock { state throws(SourceError) -> Data in
            guard state.file >= 0 else { return state.memory }
            var data = Data(count: state.count)
            let read = data.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                var done = 0
                while done < buffer.count {
                    let got = pread(state.file, base + done, buffer.count - done, off_t(done))
                    if got < 0 && errno == EINTR { continue }
                    guard got > 0 else { break }
                    done += got
                }
                return done
            }
            guard read == state.count else {
                throw .other(BoundsText.spoolFailed(folder, String(cString: strerror(errno))))
            }
            return data
        }
    }

    /// A new file in `folder` with no name left in it, open for reading and writing; nil when none can be made.
    private static func unnamedFile(in folder: String) -> Int32? {
        var template = Array((folder + "/.byline-download-XXXXXX").utf8CString)
        let file = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard file >= 0 else { return nil }
        _ = template.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { unlink($0) } }
        return file
    }

    /// Writes all of `data` to `file`; the system's words when it could not.
    private static func write(_ data: Data, to file: Int32) -> String? {
        data.withUnsafeBytes { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            var done = 0
            while done < buffer.count {
                let wrote = Glibc.write(file, base + done, buffer.count - done)
                if wrote < 0 && errno == EINTR { continue }
                guard wrote > 0 else { return String(cString: strerror(errno)) }
                done += wrote
            }
            return nil
        }
    }
}
