import BylineCore
import BylineText
import Foundation
import Synchronization

/// How `byline downloads start` shows the queue: on a terminal, one line per file being
/// fetched, redrawn in place (a finished file's line stays above them); otherwise one plain
/// line when a file starts and one when it ends, for logs and scripts.
final class DownloadProgressLines: Sendable {
    private struct State {
        var active: [Int64: (title: String, done: Int64, total: Int64?)] = [:]
        var order: [Int64] = []
        var drawn = 0
    }

    private let console: Console
    private let isTerminal: Bool
    private let state = Mutex(State())

    /// Lines on `console`, redrawn when `isTerminal`.
    init(console: Console, isTerminal: Bool) {
        self.console = console
        self.isTerminal = isTerminal
    }

    /// Shows one event of the runner.
    func show(_ event: DownloadRunner.Event) {
        state.withLock { state in
            var permanent: [String] = []
            switch event {
            case .started(let job):
                state.active[job.id] = (TextSanitizer.singleLine(job.title), job.bytesDone, job.bytesTotal)
                state.order.append(job.id)
                if !isTerminal { permanent.append(DownloadsCommandText.startedLine(job.id, TextSanitizer.singleLine(job.title))) }
            case .progress(let id, let done, let total):
                state.active[id]?.done = done
                state.active[id]?.total = total
            case .ended(let job, let outcome):
                state.active[job.id] = nil
                state.order.removeAll { $0 == job.id }
                let title = TextSanitizer.singleLine(job.title)
                switch outcome {
                case .finished(let bytes):
                    permanent.append(
                        DownloadsCommandText.savedLine(job.id, title, ByteCountText.short(bytes), TextSanitizer.singleLine(job.targetPath)))
                case .failed(let error):
                    permanent.append(DownloadsCommandText.failedLine(job.id, title, error.message))
                case .stopped:
                    permanent.append(DownloadsCommandText.stoppedLine(job.id, title))
                }
            }
            guard isTerminal else {
                permanent.forEach { console.line($0) }
                return
            }
            var text = state.drawn > 0 ? "\u{1B}[\(state.drawn)A\r\u{1B}[J" : ""
            text += permanent.map { $0 + "\n" }.joined()
            let lines = state.order.compactMap { id in state.active[id].map { Self.bar(id: id, $0.title, $0.done, $0.total) } }
            text += lines.map { $0 + "\n" }.joined()
            state.drawn = lines.count
            console.write(text)
        }
    }

    /// Ends the display (the live lines are cleared).
    func finish() {
        state.withLock { state in
            if isTerminal && state.drawn > 0 { console.write("\u{1B}[\(state.drawn)A\r\u{1B}[J") }
            state.drawn = 0
        }
    }

    /// `  3 [#####     ]  42%  12.0 MiB/28.5 MiB  Title`.
    static func bar(id: Int64, _ title: String, _ done: Int64, _ total: Int64?) -> String {
        let width = 20
        guard let total, total > 0 else {
            return "\(id) [\(String(repeating: "?", count: width))] \(ByteCountText.short(done))  \(title)"
        }
        let filled = Int(min(1, Double(done) / Double(total)) * Double(width))
        let percent = Int(min(1, Double(done) / Double(total)) * 100)
        return "\(id) [\(String(repeating: "#", count: filled))\(String(repeating: " ", count: width - filled))] \(percent)%  "
            + "\(ByteCountText.short(done))/\(ByteCountText.short(total))  \(title)"
    }
}

/// Stops a run on SIGINT or SIGTERM (Ctrl-C), so partial files and the queue are left to resume.
final class SignalStopper: @unchecked Sendable {
    /// Set once in `init`, cancelled once; never changed in between.
    private let sources: [any DispatchSourceSignal]

    /// Calls `stop` on the first SIGINT or SIGTERM until ``cancel()``.
    init(_ stop: @escaping @Sendable () -> Void) {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: stop)
            source.resume()
            return source
        }
    }

    /// Puts the signals back.
    func cancel() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
