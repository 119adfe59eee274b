import BylineCore
import BylineText
import BylineUI
import Foundation

/// `byline import --from-newsboat [DIR]`: a newsboat user's urls, config and cache carried over.
enum NewsboatImportCommand {
    /// Runs the import with the options `import` already scanned (its spec allows one folder).
    static func run(_ invocation: Invocation) -> Int32 {
        let console = invocation.console
        let context = invocation.context
        let newsboat: NewsboatPaths
        let byline: BylinePaths
        do {
            if let folder = invocation.positionals.first {
                newsboat = NewsboatPaths(folder: folder)
            } else {
                newsboat = try NewsboatPaths(environment: context.environment) { path in
                    var isFolder: ObjCBool = false
                    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                }
            }
            byline = try BylinePaths(
                environment: context.environment, urls: invocation.global.value(.urls),
                config: invocation.global.value(.config), cache: invocation.global.value(.cache))
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        let report: NewsboatImportReport
        do {
            // Only key lines the browser can use: the others would be warned about at every start.
            report = try NewsboatMigration.run(from: newsboat, into: byline) { operation in
                if case .command = Command.lookUp(operation: operation) { return true }
                return false
            }
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        report.missingFiles.forEach { console.error(NewsboatText.fileMissing($0)) }
        report.failures.forEach { console.error(NewsboatText.warning($0.description)) }
        print(report, paths: byline, console: console)
        return ExitStatus.success
    }

    private static func print(_ report: NewsboatImportReport, paths: BylinePaths, console: Console) {
        console.line(
            report.sourcesAlreadyListed == 0
                ? NewsboatText.sourcesAdded(report.sourcesAdded, paths.urls)
                : NewsboatText.sourcesAddedSomeListed(report.sourcesAdded, paths.urls, report.sourcesAlreadyListed))
        console.line(NewsboatText.settingsCarried(report.settingsCarried, paths.config))
        console.line(
            report.feeds == 1
                ? NewsboatText.articlesFromOneFeed(report.articles, report.unread, report.starred, paths.cache)
                : NewsboatText.articlesFromFeeds(report.articles, report.feeds, report.unread, report.starred, paths.cache))
        var notCarried = report.notCarried
        // The failed lines, already named in full on stderr, by file name and line.
        notCarried += report.failures.map { "\(($0.file as NSString).lastPathComponent):\($0.line.map(String.init) ?? "")" }
        console.line(notCarried.isEmpty ? NewsboatText.notCarriedNothing.text : NewsboatText.notCarried(notCarried.joined(separator: ", ")))
    }
}
