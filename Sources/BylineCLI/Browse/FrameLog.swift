import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An opt-in record of input-to-frame latency for bench/ (`BYLINE_FRAME_LOG=FILE`): one
/// line per frame drawn after input, `<nanoseconds from reading the key to the frame
/// being flushed> <number of keys> <nanoseconds of the main thread's CPU time meanwhile>`
/// (the last is what the browser itself spent, whatever else the machine was doing). Off
/// unless the variable is set; never used by tests.
final class FrameLog {
    private let handle: FileHandle?
    private var pendingSince: UInt64?
    private var pendingCPUSince: UInt64 = 0
    private var pendingKeys = 0

    /// A log writing to `path`, or a log that does nothing when `path` is nil or unusable.
    init(path: String?) {
        guard let path, FileManager.default.createFile(atPath: path, contents: nil) else {
            handle = nil
            return
        }
        handle = FileHandle(forWritingAtPath: path)
    }

    /// Notes that `count` keys were just read.
    func keysRead(_ count: Int) {
        guard handle != nil, count > 0 else { return }
        if pendingSince == nil {
            pendingSince = Self.now()
            pendingCPUSince = Self.now(CLOCK_THREAD_CPUTIME_ID)
        }
        pendingKeys += count
    }

    /// Notes that a frame was just flushed to the terminal.
    func frameDrawn() {
        guard let handle, let since = pendingSince else { return }
        handle.write(Data("\(Self.now() - since) \(pendingKeys) \(Self.now(CLOCK_THREAD_CPUTIME_ID) - pendingCPUSince)\n".utf8))
        pendingSince = nil
        pendingKeys = 0
    }

    private static func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
