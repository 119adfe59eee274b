import BylineCore
import Foundation

/// `byline import --from-newsboat [DIR]`: a newsboat user's urls, config and cache carried over.
enum NewsboatImportCommand {
    /// Runs the import with the options `import` already scanned.
    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let console = context.console
        guard arguments.positionals.count <= 1 else {
            console.usage(UsageError("import --from-newsboat takes at most one folder"), usage: HelpText.usage["import"] ?? "")
            return ExitStatus.usage
        }
        let newsboat: NewsboatPaths
        let byline: BylinePaths
        do {
            if let folder = arguments.positionals.first {
                newsboat = NewsboatPaths(folder: folder)
            } else {
                newsboat = try NewsboatPaths(environment: context.environment) { path in
                    var isFolder: ObjCBool = false
                    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                }
            }
            byline = try BylinePaths(environment: context.environment, urls: arguments.value("urls"),
                                     config: arguments.value("config"), cache: arguments.value("cache"))
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        let report: NewsboatImportReport
        do {
            report = try NewsboatMigration.run(from: newsboat, into: byline)
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        report.missingFiles.forEach { console.error("note: \($0) is not there; nothing is taken from it") }
        report.failures.forEach { console.error("warning: \($0.description)") }
        print(report, paths: byline, console: console)
        return ExitStatus.success
    }

    private static func print(_ report: NewsboatImportReport, paths: BylinePaths, console: Console) {
        console.line("sources: \(report.sourcesAdded) added to \(paths.urls)"
            + (report.sourcesAlreadyListed == 0 ? "" : " (\(report.sourcesAlreadyListed) already listed)"))
        console.line("settings: \(report.settingsCarried) carried into \(paths.config)")
        console.line("articles: \(report.articles) from \(report.feeds) feed\(report.feeds == 1 ? "" : "s") "
            + "(\(report.unread) unread, \(report.starred) starred) in \(paths.cache)")
        var notCarried = report.notCarried
        // The failed lines, already named in full on stderr, by file name and line.
        notCarried += report.failures.map { "\(($0.file as NSString).lastPathComponent):\($0.line.map(String.init) ?? "")" }
        console.line("not carried over: " + (notCarried.isEmpty ? "nothing" : notCarried.joined(separator: ", ")))
    }
}
