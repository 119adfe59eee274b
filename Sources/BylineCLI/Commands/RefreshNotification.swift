import BylineCore
import BylineText
import Foundation

/// `notify-program` after a refresh, for `byline refresh` and the browser alike.
enum RefreshNotification {
    /// Runs the configured program when `results` brought new articles (their titles are
    /// the ones stored above `previousHighestID`); the failure in words, nil when it ran
    /// well or had nothing to do.
    static func run(after results: [SourceRefreshResult], previousHighestID: Int64, store: ArticleStore,
                    configuration: Configuration, environment: [String: String]) async -> String? {
        guard let command = configuration.notifyProgram else { return nil }
        do {
            guard let notice = try NewArticlesNotice.after(results, previousHighestID: previousHighestID, in: store) else {
                return nil
            }
            try await notice.notify(command, timeout: configuration.downloadTimeoutInterval, environment: environment)
            return nil
        } catch let error as ChildProcessError {
            return PlumbingText.notifyFailed(error.message)
        } catch {
            return PlumbingText.notifyFailed(error.localizedDescription)
        }
    }
}
