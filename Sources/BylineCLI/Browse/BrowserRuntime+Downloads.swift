import BylineCore
import BylineText
import BylineUI
import Foundation
import Synchronization

extension BrowserRuntime {
    /// `e`: queues article `id`'s enclosure as `byline downloads add ID` does, named by
    /// `download-filename-format` under `download-path`; the answer names the title and the
    /// file, or says it was queued already.
    func enqueueDownload(_ id: Int64) {
        let namer = workspace.downloadNamer
        answer { store throws(StoreError) -> Action? in
            guard let article = try store.article(id: id) else { return .error(MediaKeysText.articleGone.text) }
            guard let request = DownloadRequest(article: article) else { return .status(MediaKeysText.noEnclosure.text) }
            let (job, changed) = try request.enqueue(in: store, namer: namer)
            let title = TextSanitizer.singleLine(job.title)
            return .status(
                changed
                    ? MediaKeysText.queued(title, TextSanitizer.singleLine(job.targetPath))
                    : MediaKeysText.alreadyQueued(title))
        }
    }
}

/// The browser's running download queue: at most one ``DownloadRunner`` at a time, on a
/// connection of its own, off the main actor; its events reach `update` through the inbox.
///
/// A file queued while the runner finishes its last one is not lost: before the runner is
/// let go, the queue is read again under the same lock `run` takes, and run again when a
/// file waits (unless the user stopped it).
final class BrowserDownloads: Sendable {
    private struct Current {
        var runner: DownloadRunner?
        var isStopped = false
    }

    private let current = Mutex(Current())

    /// Starts the queue (or gives a running one the new limit).
    /// `command` names a job's `download-command` (its source's, else the global one).
    func run(
        store: ArticleStore, fetcher: DownloadFetcher, limit: Int,
        command: @escaping @Sendable (DownloadJob) -> DownloadCommand?, inbox: ActionInbox
    ) {
        let started = current.withLock { (current: inout Current) -> DownloadRunner? in
            if let runner = current.runner, !current.isStopped {
                runner.limit = limit
                return nil
            }
            guard current.runner == nil else { return nil }
            // A quarter-second tick: the bars move four times a second.
            let made = DownloadRunner(store: store, fetcher: fetcher, limit: limit, tick: 0.25, command: command)
            current = Current(runner: made)
            return made
        }
        guard let started else { return }
        inbox.post(.downloadsRunning(true))
        Task.detached(priority: .utility) { [self] in
            var runner = started
            while true {
                await runner.run { event in Self.post(event, to: inbox) }
                let next = current.withLock { (current: inout Current) -> DownloadRunner? in
                    let waiting = (try? store.downloads().contains { $0.state == .queued }) ?? false
                    guard waiting, !current.isStopped else {
                        current = Current()
                        return nil
                    }
                    let made = DownloadRunner(store: store, fetcher: fetcher, limit: runner.limit, tick: 0.25, command: command)
                    current.runner = made
                    return made
                }
                guard let next else { break }
                runner = next
            }
            if let jobs = try? store.downloads() { inbox.post(.downloadsLoaded(jobs)) }
            inbox.post(.downloadsRunning(false))
        }
    }

    /// Stops the running queue; its files go back to the queue, to resume next time.
    func stop() {
        current.withLock { current in
            current.isStopped = current.runner != nil
            current.runner?.stop()
        }
    }

    private static func post(_ event: DownloadRunner.Event, to inbox: ActionInbox) {
        switch event {
        case .started(var job):
            job.state = .downloading
            inbox.post(.downloadChanged(.job(job)))
        case .progress(let id, let done, let total):
            inbox.post(.downloadChanged(.progress(id: id, done: done, total: total)))
        case .ended(let job, _):
            inbox.post(.downloadChanged(.job(job)))
        }
    }
}

extension BrowserRuntime {
    /// Performs the downloads view's effects.
    func performDownloads(_ effect: Effect) {
        switch effect {
        case .loadDownloads:
            answer { store throws(StoreError) in .downloadsLoaded(try store.downloads()) }
        case .runDownloads(let limit):
            do throws(StoreError) {
                downloads.run(
                    store: try cache.connection(), fetcher: workspace.downloadFetcher, limit: limit,
                    command: workspace.downloadCommands, inbox: inbox)
            } catch {
                dispatch(.error(error.localizedDescription))
            }
        case .stopDownloads:
            downloads.stop()
        case .setDownloadState(let id, let state):
            answer { store throws(StoreError) in
                _ = try store.setDownloadState([id], state)
                return .downloadsLoaded(try store.downloads())
            }
        case .deleteDownloadFile(let id):
            answer { store throws(StoreError) in
                if let job = try store.download(id: id) {
                    if job.state == .downloading || job.state == .queued { _ = try store.setDownloadState([id], .cancelled) }
                    try? FileManager.default.removeItem(atPath: job.targetPath)
                    try? FileManager.default.removeItem(atPath: job.partPath)
                    _ = try store.setDownloadState([id], .deleted)
                }
                return .downloadsLoaded(try store.downloads())
            }
        case .purgeDownloads:
            answer { store throws(StoreError) in
                _ = try store.purgeFinishedDownloads()
                return .downloadsLoaded(try store.downloads())
            }
        case .setDownloadPlayed(let id, let played):
            answer { store throws(StoreError) in
                _ = try store.setDownloadPlayed(id, played)
                return .downloadsLoaded(try store.downloads())
            }
        case .playDownload(let id):
            play(id)
        case .openImage(let url):
            openImage(url)
        default:
            break
        }
    }

    /// `p`: plays job `id` as `byline downloads play` does; a terminal player gets the
    /// terminal the way a text browser does (the screen put away and restored), a graphical
    /// one is started detached. A player that ended well (or a detached one that started)
    /// marks the file played; `delete-played-files` deletes it after a terminal player only,
    /// since a detached one may still be reading it.
    private func play(_ id: Int64) {
        let environment = workspace.commandEnvironment
        let job: DownloadJob
        do throws(StoreError) {
            guard let found = try store.download(id: id) else { return dispatch(.downloadsLoaded((try? store.downloads()) ?? [])) }
            job = found
        } catch {
            return dispatch(.error(error.localizedDescription))
        }
        // The job's source may have a player of its own (a source block or urls tag).
        let settings = workspace.downloadSettings(forSource: job.sourceKey)
        let title = TextSanitizer.singleLine(job.title)
        do throws(DownloadPlayer.Failure) {
            let (path, arguments) = try DownloadPlayer.command(for: job, settings: settings)
            let program = TextSanitizer.singleLine((path as NSString).lastPathComponent)
            if settings.playerTerminal.handsOverTerminal(to: path, isTextBrowser: DownloadSettings.isTextPlayer) {
                _ = try DownloadPlayer.play(job, settings: settings, environment: environment) {
                    (path, arguments) throws(ForegroundProcess.Failure) -> Int32 in
                    terminal.suspend()
                    defer {
                        terminal.resume()
                        keepSignalsAfterChild()
                        let size = terminal.size
                        dispatch(.resize(width: size.width, height: size.height))
                    }
                    return try ForegroundProcess.run(path, arguments: arguments, environment: environment)
                }
                markPlayed(job, deleting: settings.deletePlayedFiles, note: MediaKeysText.playedNote(title))
            } else {
                do throws(BrowserLauncher.Refusal) {
                    try BrowserLauncher.openDetached(path: path, arguments: arguments, environment: environment)
                } catch {
                    throw DownloadPlayer.Failure(message: error.message)
                }
                markPlayed(job, deleting: false, note: MediaKeysText.startedPlayer(program, title))
            }
        } catch {
            dispatch(.error(error.message))
        }
    }

    /// An image link with `image-viewer`: argv, `%u` (and `%f`) the URL as one word, else
    /// the URL appended; started detached, as a graphical browser is.
    private func openImage(_ url: URL) {
        guard let command = workspace.configuration.downloads.imageViewer else {
            // As any link, in the browser; the note says how to view images instead.
            let failures = state.lastError
            open(url)
            if state.lastError == failures { dispatch(.status(MediaKeysText.imageInBrowser(url.host ?? BrowserText.theLink.text))) }
            return
        }
        let environment = plumbingContext(for: url).environment(from: workspace.commandEnvironment)
        do throws(ShellWords.Failure) {
            guard let words = try PlayerCommand.arguments(command, file: nil, url: url.absoluteString), let program = words.first else { return }
            guard let path = BrowserLauncher.resolve(program) else {
                return dispatch(.error(MediaKeysText.viewerNotFound(TextSanitizer.singleLine(program))))
            }
            do throws(BrowserLauncher.Refusal) {
                try BrowserLauncher.openDetached(path: path, arguments: words, environment: environment)
                dispatch(.status(MediaKeysText.openedImage(TextSanitizer.singleLine((path as NSString).lastPathComponent))))
            } catch {
                dispatch(.error(error.message))
            }
        } catch {
            dispatch(.error(error.message))
        }
    }

    private func markPlayed(_ job: DownloadJob, deleting: Bool, note: String) {
        answer { store throws(StoreError) in
            _ = try store.setDownloadPlayed(job.id, true)
            if deleting, job.state == .finished {
                try? FileManager.default.removeItem(atPath: job.targetPath)
                _ = try store.setDownloadState([job.id], .deleted)
            }
            return .downloadsLoaded(try store.downloads())
        }
        dispatch(.status(note))
    }
}
