import BylineCore
import BylineText
import Foundation

/// Plays one job with the `player` command: the downloaded file when it is there, else the
/// URL as a stream. Argv only; `%f` and `%u` are single inert words (``PlayerCommand``).
enum DownloadPlayer {
    /// Why nothing was played.
    struct Failure: Error {
        /// One line for stderr or the status bar.
        var message: String
    }

    /// The program's path and argv for `job`.
    static func command(for job: DownloadJob, settings: DownloadSettings) throws(Failure) -> (path: String, arguments: [String]) {
        guard let player = settings.player else { throw Failure(message: DownloadText.noPlayer.text) }
        var file: String?
        if job.state == .finished {
            guard FileManager.default.fileExists(atPath: job.targetPath) else {
                throw Failure(message: DownloadText.fileGone(TextSanitizer.singleLine(job.targetPath)))
            }
            file = job.targetPath
        }
        let words: [String]?
        do throws(ShellWords.Failure) {
            words = try PlayerCommand.arguments(player, file: file, url: job.url.absoluteString)
        } catch {
            throw Failure(message: error.message)
        }
        guard let words, let program = words.first else { throw Failure(message: DownloadText.noPlayer.text) }
        guard let path = BrowserLauncher.resolve(program) else {
            throw Failure(message: DownloadsCommandText.playerNotFound(TextSanitizer.singleLine(program)))
        }
        return (path, words)
    }

    /// Plays `job` through `run` (which gets the program's path and argv and returns its exit
    /// status); true when the player ended well, so the job counts as played.
    static func play(
        _ job: DownloadJob, settings: DownloadSettings, environment: [String: String],
        run: (String, [String]) throws(ForegroundProcess.Failure) -> Int32
    ) throws(Failure) -> Bool {
        let (path, arguments) = try command(for: job, settings: settings)
        let status: Int32
        do throws(ForegroundProcess.Failure) {
            status = try run(path, arguments)
        } catch {
            throw Failure(message: error.message)
        }
        guard status == 0 else {
            let program = TextSanitizer.singleLine((path as NSString).lastPathComponent)
            throw Failure(message: LauncherText.exitedWithStatus(program, status))
        }
        return true
    }
}
