import BylineText
import Foundation

/// `byline import --from-newsboat`: a newsboat user's urls file, config and cache carried
/// into Byline's own files. newsboat's files are only read; importing twice leaves the
/// same result as importing once (no source, setting or article is added twice).
public enum NewsboatMigration {
    /// Carries everything from the files at `newsboat` into the files at `byline`; key lines
    /// whose operations `knowsOperation` refuses stay behind (see ``NewsboatConfig``).
    public static func run(
        from newsboat: NewsboatPaths, into byline: BylinePaths, now: Date = Date(),
        knowsOperation: (String) -> Bool = { _ in true }
    ) throws(NewsboatImportError) -> NewsboatImportReport {
        var report = NewsboatImportReport()
        let urlsData = try read(newsboat.urls, into: &report)
        let configData = try read(newsboat.config, into: &report)
        let hasCache = FileManager.default.fileExists(atPath: newsboat.cache)
        if !hasCache { report.missingFiles.append(newsboat.cache) }
        guard urlsData != nil || configData != nil || hasCache else {
            throw .nothingThere(folder: (newsboat.urls as NSString).deletingLastPathComponent)
        }
        // newsboat's cache is opened first, so a cache that cannot be read stops the import
        // before anything of Byline's is written.
        var cache: NewsboatCache?
        if hasCache {
            do throws(StoreError) { cache = try NewsboatCache(path: newsboat.cache) } catch {
                throw .newsboatCache(path: newsboat.cache, error)
            }
        }
        let urls = NewsboatURLs.parse(urlsData.map(TextLines.decode) ?? "", fileName: newsboat.urls)
        report.failures += urls.failures
        urls.untranslatedQueries.forEach { report.skip(NewsboatText.skipQuery(SourceLineError.quote($0))) }
        let sources = try mergeURLs(urls, into: byline.urls, report: &report)
        // Without a config newsboat's keys are still the ones in the user's hands: keymap newsboat.
        try mergeConfig(
            NewsboatConfig.translate(
                configData.map(TextLines.decode) ?? "", fileName: newsboat.config,
                knowsOperation: knowsOperation),
            into: byline.config, report: &report)
        if let cache {
            try importCache(cache, sources: sources, into: byline.cache, now: now, report: &report)
        }
        return report
    }

    private static func read(_ path: String, into report: inout NewsboatImportReport) throws(NewsboatImportError) -> Data? {
        do throws(LocalFileError) {
            let data = try LocalFile.readIfPresent(path)
            if data == nil { report.missingFiles.append(path) }
            return data
        } catch {
            throw .file(error)
        }
    }

    /// Adds the newsboat sources Byline's urls file lacks; returns every source the file lists afterwards.
    private static func mergeURLs(
        _ urls: NewsboatURLs, into path: String,
        report: inout NewsboatImportReport
    ) throws(NewsboatImportError) -> [Source] {
        do throws(LocalFileError) {
            let (added, listed, text) = try URLsFileWriter(path: path).add(lines: urls.entries.map { ($0.key, $0.line) })
            report.sourcesAdded = added
            report.sourcesAlreadyListed = listed
            // Byline's own urls file: its exec:, filter: and file:// sources are sources too,
            // whose articles newsboat keeps under the same key (`exec:~/bin/report`).
            return URLsFile.parse(text, allowingCommands: true).sources
        } catch {
            throw .file(error)
        }
    }

    private static func mergeConfig(
        _ config: NewsboatConfig, into path: String,
        report: inout NewsboatImportReport
    ) throws(NewsboatImportError) {
        report.failures += config.failures
        config.notCarried.forEach { report.skip($0) }
        do throws(LocalFileError) {
            let merged = try LocalFile.edit(path) { (data: Data?) throws(LocalFileError) in
                let existing = data.map(TextLines.decode) ?? ""
                let merged = NewsboatConfigBlock.merge(config.lines, into: existing)
                return (merged, merged.text == existing ? nil : Data(merged.text.utf8))
            }
            report.settingsCarried = merged.carried
            merged.keptYours.forEach { report.skip(NewsboatText.skipYourSetting($0)) }
        } catch {
            throw .file(error)
        }
    }
}
