import BylineCore
import BylineText
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `byline downloads list|add|start|remove|play`: podboat's queue without the screen. The
/// queue is in the cache, so what one command adds the browser shows, and a download
/// killed half-way resumes at the next `start`.
enum DownloadsCommand {
    /// The declaration `byline downloads` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "downloads", summary: DownloadsCommandText.summary.text,
            arguments: [
                .required(
                    "list|add|start|remove|play", help: DownloadsCommandText.actionHelp.text,
                    completion: .choices(["list", "add", "start", "remove", "play"])),
                ArgumentSpec(name: "ITEM", help: DownloadsCommandText.itemHelp.text, optional: true, repeatable: true, completion: .none)
            ],
            options: Option.self,
            details: DownloadsCommandText.details.text,
            examples: [
                .init(command: "byline downloads add 12 https://example.org/ep1.mp3", effect: DownloadsCommandText.exampleAdd.text),
                .init(command: "byline downloads start", effect: DownloadsCommandText.exampleStart.text)
            ],
            run: run)
    }

    /// `byline downloads`'s options (none of its own).
    enum Option: String, CommandOption {
        case json
        var spec: OptionSpec { .flag(rawValue, help: DownloadsCommandText.jsonHelp.text) }
    }

    /// Runs the action the first word names.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let words = Array(invocation.positionals.dropFirst())
        let action = invocation.positionals.first ?? ""
        guard ["list", "add", "start", "remove", "play"].contains(action) else {
            throw .usage(DownloadsCommandText.unknownAction(TextSanitizer.singleLine(action)))
        }
        if action == "list" && !words.isEmpty { throw .usage(DownloadsCommandText.listTakesNothing.text) }
        if (action == "add" || action == "remove") && words.isEmpty { throw .usage(DownloadsCommandText.sayWhich(action)) }
        if action == "play" && words.count != 1 { throw .usage(DownloadsCommandText.playOne.text) }
        let (workspace, store) = try invocation.store()
        let console = invocation.console
        do {
            switch action {
            case "list": return try list(store, json: options.has(.json), console: console)
            case "add": return try add(words, store: store, workspace: workspace, console: console)
            case "remove": return try remove(words, store: store, console: console)
            case "play": return try play(words[0], store: store, workspace: workspace, console: console)
            default: return try await start(words, store: store, workspace: workspace, console: console)
            }
        } catch let error as StoreError {
            console.error(error.localizedDescription)
            return ExitStatus.failure
        } catch {
            console.error(TextSanitizer.singleLine("\(error)"))
            return ExitStatus.failure
        }
    }

    /// One line per job: id, state, progress, title, file.
    private static func list(_ store: ArticleStore, json: Bool, console: Console) throws(StoreError) -> Int32 {
        let jobs = try store.downloads()
        if json {
            let objects: [[String: Any]] = jobs.map { job in
                var object: [String: Any] = [
                    "id": job.id, "url": URLRedaction.redacted(job.url.absoluteString), "title": job.title, "path": job.targetPath,
                    "state": job.state.rawValue, "bytesDone": job.bytesDone, "played": job.isPlayed
                ]
                object["articleID"] = job.articleID
                object["bytesTotal"] = job.bytesTotal
                object["error"] = job.error
                return object
            }
            let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
            console.line(String(decoding: data, as: UTF8.self))
            return ExitStatus.success
        }
        if jobs.isEmpty { console.error(DownloadsCommandText.empty.text) }
        for job in jobs {
            console.line(line(for: job))
        }
        return ExitStatus.success
    }

    /// `ID  STATE  DONE/TOTAL  TITLE  PATH` (tab-separated), with the error of a failed job.
    static func line(for job: DownloadJob) -> String {
        let size = job.bytesTotal.map { "\(ByteCountText.short(job.bytesDone))/\(ByteCountText.short($0))" } ?? ByteCountText.short(job.bytesDone)
        var state = job.state.label
        if job.isPlayed { state += "," + DownloadText.played.text }
        var fields = [String(job.id), state, size, TextSanitizer.singleLine(job.title), TextSanitizer.singleLine(job.targetPath)]
        if let error = job.error { fields.append(TextSanitizer.singleLine(error)) }
        return fields.joined(separator: "\t")
    }

    /// Queues articles' enclosures (by id) and URLs.
    private static func add(_ items: [String], store: ArticleStore, workspace: Workspace, console: Console) throws(StoreError) -> Int32 {
        let namer = workspace.configuration.downloads.fileName(home: workspace.home)
        var failed = false
        for item in items {
            let request: DownloadRequest
            if let id = Int64(item) {
                guard let article = try store.article(id: id) else {
                    console.error(CommandOutputText.noArticle(id))
                    failed = true
                    continue
                }
                guard let found = DownloadRequest(article: article) else {
                    console.error(DownloadsCommandText.noEnclosure(id))
                    failed = true
                    continue
                }
                request = found
            } else if let url = URL(string: item), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil {
                request = DownloadRequest(url: url)
            } else {
                console.error(DownloadsCommandText.notAnItem(TextSanitizer.singleLine(URLRedaction.redacted(item))))
                failed = true
                continue
            }
            let (job, changed) = try request.enqueue(in: store, namer: namer)
            console.line(
                (changed ? DownloadsCommandText.queued : DownloadsCommandText.alreadyQueued)(
                    job.id, TextSanitizer.singleLine(job.title), TextSanitizer.singleLine(job.targetPath)))
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    /// Removes jobs from the queue; their files stay.
    private static func remove(_ items: [String], store: ArticleStore, console: Console) throws(StoreError) -> Int32 {
        var failed = false
        for item in items {
            guard let id = Int64(item), try store.removeDownloads([id]) > 0 else {
                console.error(DownloadsCommandText.noSuchDownload(TextSanitizer.singleLine(item)))
                failed = true
                continue
            }
            console.line(DownloadsCommandText.removed(id))
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    /// Runs the queue to its end (the jobs `items` first queued again); exit status 1 when a file failed.
    private static func start(
        _ items: [String], store: ArticleStore, workspace: Workspace, console: Console
    ) async throws(StoreError) -> Int32 {
        for item in items {
            guard let id = Int64(item), try store.setDownloadState([id], .queued) > 0 else {
                console.error(DownloadsCommandText.noSuchDownload(TextSanitizer.singleLine(item)))
                return ExitStatus.failure
            }
        }
        let runner = DownloadRunner(
            store: store, fetcher: workspace.downloadFetcher, limit: workspace.configuration.downloads.maxDownloads)
        let progress = DownloadProgressLines(console: console, isTerminal: isatty(STDOUT_FILENO) == 1)
        let stopper = SignalStopper { runner.stop() }
        let results = await runner.run { event in progress.show(event) }
        stopper.cancel()
        progress.finish()
        let failures = results.filter { if case .failed = $0.1 { true } else { false } }.count
        let done = results.filter { if case .finished = $0.1 { true } else { false } }.count
        if results.isEmpty { console.error(DownloadsCommandText.nothingWaiting.text) }
        if failures > 0 { console.error(DownloadsCommandText.summary2(done, failures)) }
        return failures > 0 || results.contains(where: { if case .stopped = $0.1 { true } else { false } })
            ? ExitStatus.failure : ExitStatus.success
    }

    /// Plays a job's file (or streams its URL when it is not downloaded) with `player`.
    private static func play(_ item: String, store: ArticleStore, workspace: Workspace, console: Console) throws(StoreError) -> Int32 {
        guard let id = Int64(item), let job = try store.download(id: id) else {
            console.error(DownloadsCommandText.noSuchDownload(TextSanitizer.singleLine(item)))
            return ExitStatus.failure
        }
        let settings = workspace.configuration.downloads
        let environment = workspace.commandEnvironment
        do throws(DownloadPlayer.Failure) {
            _ = try DownloadPlayer.play(job, settings: settings, environment: environment) {
                (path, arguments) throws(ForegroundProcess.Failure) -> Int32 in
                try ForegroundProcess.run(path, arguments: arguments, environment: environment)
            }
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        try store.setDownloadPlayed(job.id, true)
        if settings.deletePlayedFiles, job.state == .finished {
            try? FileManager.default.removeItem(atPath: job.targetPath)
            try store.setDownloadState([job.id], .deleted)
        }
        console.line(DownloadsCommandText.playedLine(job.id, TextSanitizer.singleLine(job.title)))
        return ExitStatus.success
    }
}
