import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Moves bytes between Byline and a running child with `poll`: its stdin is fed as it
/// reads, its stdout kept up to a limit, the first bytes of its stderr kept and the rest
/// dropped, until both outputs end, the deadline passes, or the run is cancelled.
struct ChildCollector {
    /// How collecting ended.
    enum Ending {
        /// Every output reached end-of-file.
        case finished
        /// The deadline passed first.
        case timedOut
        /// Stdout went past its limit.
        case overflowed
        /// The run was cancelled.
        case cancelled
    }

    /// What stdout brought.
    private(set) var output = Data()
    /// The first bytes stderr brought.
    private(set) var errorOutput = Data()
    /// The pipes, with the ones that ended closed and marked so (hand them back to be closed).
    private(set) var pipes: ChildPipes
    private let input: Data
    private var written = 0
    private let outputLimit: Int?
    private let errorLimit: Int?

    /// A collector over the parent's ends of `pipes`.
    init(pipes: ChildPipes, input: Data, outputLimit: Int?, errorLimit: Int?) {
        self.pipes = pipes
        self.input = input
        self.outputLimit = outputLimit
        self.errorLimit = errorLimit
        if input.isEmpty { self.pipes.closeInput() }
    }

    /// Runs until an ending; `deadline` is in `DispatchTime` nanoseconds.
    mutating func collect(until deadline: UInt64?, cancel: ChildProcessCancellation) -> Ending {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        defer { pipes.closeInput() }
        while pipes.outputRead >= 0 || pipes.errorRead >= 0 || pipes.inputWrite >= 0 {
            if cancel.isCancelled { return .cancelled }
            var wait: Int32 = 100
            if let deadline {
                let now = DispatchTime.now().uptimeNanoseconds
                guard now < deadline else { return .timedOut }
                wait = Int32(min(100, (deadline - now) / 1_000_000 + 1))
            }
            var descriptors: [pollfd] = []
            if pipes.inputWrite >= 0 { descriptors.append(pollfd(fd: pipes.inputWrite, events: Int16(POLLOUT), revents: 0)) }
            for descriptor in [pipes.outputRead, pipes.errorRead] where descriptor >= 0 {
                descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
            }
            guard poll(&descriptors, nfds_t(descriptors.count), wait) > 0 else { continue }
            for descriptor in descriptors where descriptor.revents != 0 {
                if descriptor.fd == pipes.inputWrite {
                    feedInput()
                } else if !read(descriptor.fd, into: &buffer) {
                    return .overflowed
                }
            }
        }
        return .finished
    }

    /// Writes what the pipe takes; a child that stopped reading only ends the input.
    private mutating func feedInput() {
        let count = input.withUnsafeBytes { bytes -> Int in
            guard let base = bytes.baseAddress else { return 0 }
            return write(pipes.inputWrite, base + written, min(64 * 1024, input.count - written))
        }
        if count > 0 { written += count }
        if (count < 0 && errno != EAGAIN && errno != EINTR) || written >= input.count { pipes.closeInput() }
    }

    /// Reads what is there; false when stdout went past its limit.
    private mutating func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> Bool {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EAGAIN || errno == EINTR) { return true }
        let isOutput = descriptor == pipes.outputRead
        guard count > 0 else {
            // End of file (or an error, which ends it just the same).
            close(descriptor)
            if isOutput { pipes.outputRead = -1 } else { pipes.errorRead = -1 }
            return true
        }
        if isOutput {
            if let outputLimit, output.count + count > outputLimit { return false }
            output.append(contentsOf: buffer[..<count])
        } else if let errorLimit, errorOutput.count < errorLimit {
            errorOutput.append(contentsOf: buffer[..<min(count, errorLimit - errorOutput.count)])
        }
        return true
    }
}
