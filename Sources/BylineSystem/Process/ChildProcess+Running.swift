import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension ChildProcess {
    /// Spawns the child, feeds its stdin, collects its output and waits for it, within the
    /// limits; on any early end the child's process group is killed and reaped.
    func run(cancel: ChildProcessCancellation) throws(ChildProcessError) -> ChildProcessResult {
        guard !argv.isEmpty, !argv[0].isEmpty else { throw .noProgram }
        guard let path = executablePath() else { throw .notFound(program: programName) }
        // Writing to a child that closed its stdin must give EPIPE, not end Byline.
        let signals = SignalGuard.blockingPipe()
        defer { signals.restore() }
        var pipes = ChildPipes()
        defer { pipes.closeAll() }
        try pipes.open(input: input != nil, output: standardOutput, error: standardError, program: programName)
        let pid = try spawn(path, pipes: &pipes)
        pipes.closeChildEnds()
        var collector = ChildCollector(
            pipes: pipes, input: input ?? Data(), outputLimit: standardOutput.limit,
            errorLimit: standardError.limit)
        let deadline = timeout.map { DispatchTime.now().uptimeNanoseconds + UInt64(max(0, $0) * 1_000_000_000) }
        let ending = collector.collect(until: deadline, cancel: cancel)
        // The collector closed what ended; only what it left open is closed here, once.
        pipes = collector.pipes
        pipes.closeAll()
        switch ending {
        case .finished:
            guard let status = Self.wait(for: pid, until: deadline, cancel: cancel) else {
                kill(pid, group: !inheritsTerminal)
                _ = Self.wait(for: pid, until: nil, cancel: nil)
                throw cancel.isCancelled ? .cancelled(program: programName) : timedOut()
            }
            return ChildProcessResult(status: status, output: collector.output, errorOutput: collector.errorOutput)
        case .timedOut, .overflowed, .cancelled:
            kill(pid, group: !inheritsTerminal)
            _ = Self.wait(for: pid, until: nil, cancel: nil)
            switch ending {
            case .overflowed: throw .outputTooLarge(program: programName, limit: standardOutput.limit ?? 0)
            case .cancelled: throw .cancelled(program: programName)
            default: throw timedOut()
            }
        }
    }

    private func timedOut() -> ChildProcessError {
        .timedOut(program: programName, seconds: Int((timeout ?? 0).rounded(.up)))
    }

    /// Starts the child with its ends of the pipes as stdin, stdout and stderr, every signal
    /// at its default and unblocked, and (in the background) a process group of its own.
    private func spawn(_ path: String, pipes: inout ChildPipes) throws(ChildProcessError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        pipes.addChildActions(to: &actions, inheritsTerminal: inheritsTerminal)
        // Byline's own descriptors (the cache, sockets) are none of the child's business.
        _ = glibcSpawnAddCloseFrom(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if !inheritsTerminal {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        let arguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        // Byline's secrets (the NewsAPI key) are no business of the user's programs either.
        let variables: [UnsafeMutablePointer<CChar>?] =
            SecretEnvironment.scrubbed(environment).map { strdup("\($0.key)=\($0.value)") }
            + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
        }
        var pid: pid_t = 0
        var status = posix_spawn(&pid, path, &actions, &attributes, arguments, variables)
        // ETXTBSY: another thread's fork still holds the script open for writing (a file the
        // user just saved, or one a parallel spawn inherited); it passes in milliseconds.
        var retries = 0
        while status == ETXTBSY && retries < 50 {
            retries += 1
            usleep(20_000)
            status = posix_spawn(&pid, path, &actions, &attributes, arguments, variables)
        }
        guard status == 0 else { throw .cannotStart(program: programName, reason: String(cString: strerror(status))) }
        return pid
    }

    private func kill(_ pid: pid_t, group: Bool) {
        // The group first: a script's own children (a `sleep` it waits on) die with it.
        if group { _ = Glibc.kill(-pid, SIGKILL) }
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Reaps `pid`: its status (128 + n for signal n), or nil when the deadline passed first
    /// or the run was cancelled. Without a deadline, waits as long as it takes.
    static func wait(for pid: pid_t, until deadline: UInt64?, cancel: ChildProcessCancellation?) -> Int32? {
        var status: Int32 = 0
        var pause: UInt32 = 2_000
        while true {
            let waited = waitpid(pid, &status, deadline == nil && cancel == nil ? 0 : WNOHANG)
            if waited == pid { return decode(status) }
            if waited < 0 && errno != EINTR { return 1 }
            if let deadline, DispatchTime.now().uptimeNanoseconds >= deadline { return nil }
            if cancel?.isCancelled == true { return nil }
            if waited == 0 {
                usleep(pause)
                pause = min(pause * 2, 50_000)
            }
        }
    }

    private static func decode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

extension ChildProcess.Output {
    /// The capture's byte limit, nil when not captured.
    var limit: Int? {
        if case .capture(let limit) = self { return limit }
        return nil
    }
}

/// SIGPIPE blocked on this thread while a child runs, and put back as it was after (a
/// SIGPIPE raised meanwhile is taken, so it never reaches Byline).
struct SignalGuard {
    private var previous = sigset_t()

    /// Blocks SIGPIPE on the calling thread.
    static func blockingPipe() -> SignalGuard {
        var guardian = SignalGuard()
        var pipe = sigset_t()
        sigemptyset(&pipe)
        sigaddset(&pipe, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipe, &guardian.previous)
        return guardian
    }

    /// Takes any pending SIGPIPE and restores the mask.
    func restore() {
        var pipe = sigset_t()
        sigemptyset(&pipe)
        sigaddset(&pipe, SIGPIPE)
        var pending = sigset_t()
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1 {
            var zero = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipe, nil, &zero)
        }
        var previous = self.previous
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
