import BylineCore
import BylineText
import Foundation

/// `notify-program` after a refresh: the ``RefreshSession`` step that tells the user's own
/// program about new articles.
public struct NotifyStep: Sendable {
    /// The program, as written in the config (split into words like a shell would).
    public var command: String
    /// How long it may run.
    public var timeout: TimeInterval
    /// The environment it runs in (Byline's own, without its secrets).
    public var environment: [String: String]

    /// A step that runs `command` within `timeout` in `environment`.
    public init(command: String, timeout: TimeInterval, environment: [String: String]) {
        self.command = command
        self.timeout = timeout
        self.environment = environment
    }

    /// Runs the program when `results` brought new articles (their titles are the ones
    /// stored above `previousHighestID`); the failure in words, nil when it ran well or had
    /// nothing to do.
    public func run(after results: [SourceRefreshResult], previousHighestID: Int64, store: ArticleStore) async -> String? {
        do {
            guard let notice = try NewArticlesNotice.after(results, previousHighestID: previousHighestID, in: store) else {
                return nil
            }
            try await notice.notify(command, timeout: timeout, environment: environment)
            return nil
        } catch let error as ChildProcessError {
            return PlumbingText.notifyFailed(error.message)
        } catch {
            return PlumbingText.notifyFailed(error.localizedDescription)
        }
    }
}
