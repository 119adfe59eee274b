import BylineText
import Foundation

/// A source's `download-command`: a program (yt-dlp, for a video channel whose "enclosure"
/// is a web page) that fetches a queued file instead of Byline's HTTP. Argv only: `%u` is
/// the URL and `%f` the file's path, each exactly one word whatever the feed put in it (a
/// placeholder inside a longer word gets the value's shell-inert form, as ``PlayerCommand``
/// does); with neither, the URL is appended. The program must write `%f`.
public struct DownloadCommand: Sendable, Hashable {
    /// The command as written.
    public var command: String
    /// The environment it runs in (Byline's own, without its secrets).
    public var environment: [String: String]

    /// A command from its text, run in `environment`.
    public init(_ command: String, environment: [String: String]) {
        self.command = command
        self.environment = environment
    }

    /// The argv for fetching `url` to `file`; nil when the command has no words.
    public static func arguments(_ command: String, url: String, file: String) throws(ShellWords.Failure) -> [String]? {
        let words = try ShellWords.split(command)
        guard !words.isEmpty else { return nil }
        // A relative path starting with "-" would read as an option.
        let path = file.hasPrefix("-") ? "./" + file : file
        let values = ["%u": url, "%f": path]
        guard words.contains(where: { word in values.keys.contains { word.contains($0) } }) else { return words + [url] }
        return words.map { word in
            if let exact = values[word] { return exact }
            return values.reduce(word) { $0.replacingOccurrences(of: $1.key, with: PercentEncoding.shellInert($1.value)) }
        }
    }

    /// Runs the command for `job` to its end: finished with the file's size when it exited
    /// well and wrote the file, else failed with the program's first line of stderr. A stop
    /// through `control` kills it (and what it started); the job goes back to the queue.
    public func fetch(_ job: DownloadJob, control: DownloadFetcher.Control) async -> DownloadFetcher.Outcome {
        let argv: [String]
        do throws(ShellWords.Failure) {
            guard let words = try Self.arguments(command, url: job.url.absoluteString, file: job.targetPath) else {
                return .failed(.command(DownloadCommandText.failed(ChildProcessError.noProgram.message)))
            }
            argv = words
        } catch {
            return .failed(.command(DownloadCommandText.failed(error.message)))
        }
        let folder = (job.targetPath as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .failed(.cannotWrite(folder, error.localizedDescription))
        }
        // No time limit: a video may take an hour. Its progress output is dropped.
        let child = ChildProcess(argv: argv, standardOutput: .discard, timeout: nil, environment: environment)
        let run = Task { try await child.start() }
        let watcher = Task {
            while !Task.isCancelled {
                if control.stopRequested.load(ordering: .relaxed) {
                    run.cancel()
                    return
                }
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        defer { watcher.cancel() }
        let result: ChildProcessResult
        do {
            result = try await run.value
        } catch {
            if control.stopRequested.load(ordering: .relaxed) { return .stopped }
            let message = (error as? ChildProcessError)?.message ?? error.localizedDescription
            return .failed(.command(DownloadCommandText.failed(message)))
        }
        guard result.status == 0 else {
            if control.stopRequested.load(ordering: .relaxed) { return .stopped }
            let failure = ChildProcessError.failed(program: child.programName, status: result.status, message: result.firstErrorLine())
            return .failed(.command(DownloadCommandText.failed(failure.message)))
        }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: job.targetPath) else {
            return .failed(.command(DownloadCommandText.noFile(TextSanitizer.singleLine(job.targetPath))))
        }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        control.state.withLock { $0.done = size }
        return .finished(bytes: size)
    }
}
