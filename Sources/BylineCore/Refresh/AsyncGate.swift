/// Lets at most `width` tasks through at once; the others wait suspended, in order.
///
/// A refresh passes its parsing through a gate one narrower than the machine, so the
/// cache writer always has a core and the pipeline never stalls behind it.
actor AsyncGate {
    private let width: Int
    private var inside = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int) {
        self.width = max(1, width)
    }

    /// Runs `body` in the caller's task once there is room.
    nonisolated func run<Value: Sendable>(_ body: () throws(SourceError) -> Value) async throws(SourceError) -> Value {
        await enter()
        let result: Result<Value, SourceError>
        do throws(SourceError) {
            result = .success(try body())
        } catch {
            result = .failure(error)
        }
        await leave()
        return try result.get()
    }

    private func enter() async {
        if inside < width {
            inside += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func leave() {
        if waiting.isEmpty {
            inside -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
