import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The pipes between Byline and one child: Byline's ends non-blocking and close-on-exec,
/// the child's ends made its stdin, stdout and stderr by the spawn's file actions.
struct ChildPipes {
    /// Byline writes the child's stdin here (-1: no input pipe).
    var inputWrite: Int32 = -1
    /// Byline reads the child's stdout here (-1: not captured).
    var outputRead: Int32 = -1
    /// Byline reads the child's stderr here (-1: not captured).
    var errorRead: Int32 = -1
    private var inputRead: Int32 = -1
    private var outputWrite: Int32 = -1
    private var errorWrite: Int32 = -1
    private var outputMode: ChildProcess.Output = .discard
    private var errorMode: ChildProcess.Output = .discard

    /// Makes the pipes a run needs.
    mutating func open(
        input: Bool, output: ChildProcess.Output, error: ChildProcess.Output,
        program: String
    ) throws(ChildProcessError) {
        outputMode = output
        errorMode = error
        if input { (inputRead, inputWrite) = try Self.pipe(program: program) }
        if output.limit != nil { (outputRead, outputWrite) = try Self.pipe(program: program) }
        if error.limit != nil { (errorRead, errorWrite) = try Self.pipe(program: program) }
        for descriptor in [inputWrite, outputRead, errorRead] where descriptor >= 0 {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
    }

    /// The file actions that give the child its three streams.
    func addChildActions(to actions: inout posix_spawn_file_actions_t, inheritsTerminal: Bool) {
        if inputRead >= 0 {
            posix_spawn_file_actions_adddup2(&actions, inputRead, 0)
        } else if !inheritsTerminal {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        Self.add(outputMode, write: outputWrite, to: 1, actions: &actions)
        Self.add(errorMode, write: errorWrite, to: 2, actions: &actions)
    }

    private static func add(
        _ mode: ChildProcess.Output, write: Int32, to target: Int32,
        actions: inout posix_spawn_file_actions_t
    ) {
        switch mode {
        case .capture: posix_spawn_file_actions_adddup2(&actions, write, target)
        case .discard: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
        case .inherit: break
        }
    }

    /// Closes the child's ends in Byline, so end-of-file arrives when the child is done.
    mutating func closeChildEnds() {
        for descriptor in [inputRead, outputWrite, errorWrite] where descriptor >= 0 { close(descriptor) }
        (inputRead, outputWrite, errorWrite) = (-1, -1, -1)
    }

    /// Closes Byline's end of the child's stdin (all input written, or the child left).
    mutating func closeInput() {
        if inputWrite >= 0 { close(inputWrite) }
        inputWrite = -1
    }

    /// Closes every descriptor still open.
    mutating func closeAll() {
        closeChildEnds()
        for descriptor in [inputWrite, outputRead, errorRead] where descriptor >= 0 { close(descriptor) }
        (inputWrite, outputRead, errorRead) = (-1, -1, -1)
    }

    private static func pipe(program: String) throws(ChildProcessError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard glibcPipe2(&ends, O_CLOEXEC) == 0 else {
            throw .cannotStart(program: program, reason: String(cString: strerror(errno)))
        }
        return (ends[0], ends[1])
    }
}
