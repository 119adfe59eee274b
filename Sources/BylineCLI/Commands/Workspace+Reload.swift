import BylineCore
import Foundation

/// Reading the urls and config files again while the browser is open (another terminal's
/// `byline add`, an editor): what the browser's ``WorldWatcher`` noticed becomes the
/// workspace the next refresh uses.
extension Workspace {
    /// Reads the urls file again: its sources (the demo stands in only while none is
    /// configured) and the lines it cannot use, as warnings in words. A file that cannot be
    /// read just now keeps the sources as they were and says why.
    mutating func reloadSources() -> [String] {
        let parsed: ParsedSources
        // Taken before reading: a source removed after this moment is not stored again.
        let readAt = Date()
        do {
            parsed = try URLsFile.load(path: paths.urls, allowingCommands: true)
        } catch {
            return [CommandOutputText.warning(error.localizedDescription)]
        }
        if parsed.sources.isEmpty && isDemo { return [] }
        isDemo = false
        settle(sources: parsed.sources, configuration: fileConfiguration)
        sourceErrors = parsed.errors
        sourcesRead = readAt
        return parsed.errors.map { CommandOutputText.urlsFileNotice($0.description) }
    }

    /// Reads the config file again: its settings from now on, and the lines it cannot use,
    /// as warnings in words. A file that cannot be read keeps the settings as they were.
    mutating func reloadConfiguration() -> [String] {
        do {
            let parsed = try Configuration.load(path: paths.config, environment: commandEnvironment)
            settle(sources: fileSources, configuration: parsed.configuration)
            return parsed.errors.map { CommandOutputText.warning($0.description) }
        } catch {
            return [CommandOutputText.warning(error.localizedDescription)]
        }
    }
}
