import BylineCore
import BylineRefresh
import BylineText
import Foundation

/// `byline show-source NAME`: a source's effective settings, where each came from, and its
/// health, from what the files say and what the cache keeps.
enum ShowSourceCommand {
    /// The declaration `byline show-source` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "show-source", summary: SourceReportText.summary.text,
            arguments: [.required("SOURCE", help: SourceReportText.nameHelp.text, completion: .sources)],
            details: SourceReportText.details.text,
            examples: [.init(command: "byline show-source 'Example Tech'", effect: SourceReportText.example.text)],
            settings: .all,
            run: run)
    }

    /// Finds the source and prints its report.
    static func run(_ invocation: Invocation) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let (workspace, store) = try invocation.store()
        workspace.sourceErrors.forEach { console.error(CommandOutputText.warning($0.description)) }
        let cached = (try? store.feeds()) ?? []
        let source: Source
        do throws(SourceMatch.Failure) {
            source = try SourceMatch.find(invocation.positionals[0], in: workspace.isDemo ? [] : workspace.sources, cachedTitles: cached)
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        let health: SourceHealth
        do throws(StoreError) {
            health = try store.health(of: source.key)
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        for line in report(source, health: health, configuration: workspace.fileConfiguration) { console.line(line) }
        return ExitStatus.success
    }

    /// The report's lines: the source's name and address, its settings, its health.
    static func report(_ source: Source, health: SourceHealth, configuration: Configuration) -> [String] {
        let name = TextSanitizer.singleLine(source.title ?? health.state?.title ?? source.displayName)
        var lines = [name, TextSanitizer.singleLine(URLRedaction.redacted(source.key)), SourceReportText.settingsHeading.text]
        for row in settingRows(source, configuration: configuration) {
            lines.append(
                "  " + DisplayWidth.pad(row.name, toWidth: 20) + DisplayWidth.pad(TextSanitizer.singleLine(row.value), toWidth: 34)
                    + " " + TextSanitizer.singleLine(row.origin.description))
        }
        lines.append(SourceReportText.healthHeading.text)
        for (label, value) in healthRows(health) {
            lines.append("  " + DisplayWidth.pad(label, toWidth: 20) + TextSanitizer.singleLine(value))
        }
        return lines
    }

    /// One setting as it applies, and where it came from.
    struct Row {
        var name: String
        var value: String
        var origin: SettingOrigin
    }

    /// Every ``SourceSetting`` as it applies to `source`: its own, else the global option, else the default.
    static func settingRows(_ source: Source, configuration: Configuration) -> [Row] {
        let own = source.settings
        func global(_ key: ConfigurationKey) -> SettingOrigin {
            configuration.settingLines[key].map { .global(file: configuration.fileName, line: $0) } ?? .unset
        }
        func row(_ setting: SourceSetting, own value: String?, global fallback: String) -> Row {
            if let value, let origin = own.origins[setting] { return Row(name: setting.rawValue, value: value, origin: origin) }
            return Row(name: setting.rawValue, value: fallback, origin: setting.globalOption.map(global) ?? .unset)
        }
        var rows: [Row] = []
        for setting in SourceSetting.allCases {
            switch setting {
            case .reloadTime:
                rows.append(
                    row(
                        setting, own: own.reloadMinutes.map { SourceReportText.minutes($0) },
                        global: SourceReportText.minutes(configuration.reloadTime)))
            case .userAgent:
                rows.append(
                    row(
                        setting, own: own.userAgent,
                        global: configuration.userAgent ?? SourceReportText.byline(BylineVersion.userAgent)))
            case .header:
                if own.headers.isEmpty { rows.append(Row(name: setting.rawValue, value: SourceReportText.none.text, origin: .unset)) }
                for header in own.headers {
                    let value = header.isSecret ? "[redacted]" : header.value
                    rows.append(Row(name: setting.rawValue, value: "\(header.name): \(value)", origin: header.origin))
                }
            case .cookies:
                rows.append(row(setting, own: own.cookieFile, global: SourceReportText.none.text))
            case .proxy:
                let ownProxy = own.proxy.map { $0.isEmpty ? SourceReportText.noProxy.text : URLRedaction.redacted($0) }
                rows.append(
                    row(
                        setting, own: ownProxy,
                        global: configuration.proxy.map(URLRedaction.redacted) ?? SourceReportText.noProxyEnvironment.text))
            case .maxItems:
                rows.append(
                    row(
                        setting, own: own.maxItems.map(String.init),
                        global: configuration.maxItems == 0 ? SourceReportText.keepAll.text : String(configuration.maxItems)))
            case .keepArticlesDays:
                rows.append(
                    row(
                        setting, own: own.keepArticlesDays.map { $0 == 0 ? SourceReportText.keepAll.text : String($0) },
                        global: configuration.keepArticlesDays == 0 ? SourceReportText.keepAll.text : String(configuration.keepArticlesDays)))
            case .ignoreArticle:
                let globalRules = configuration.killfile.rules.filter { rule in
                    switch rule.feeds {
                    case .all: true
                    case .url(let url): Source.duplicateIdentity(of: url) == Source.duplicateIdentity(of: source.key)
                    case .matching: false
                    }
                }
                for rule in own.ignoreRules {
                    rows.append(Row(name: setting.rawValue, value: rule.text, origin: rule.origin))
                }
                for rule in globalRules {
                    rows.append(Row(name: setting.rawValue, value: rule.expression.description, origin: global(.ignoreArticle)))
                }
                if own.ignoreRules.isEmpty && globalRules.isEmpty {
                    rows.append(Row(name: setting.rawValue, value: SourceReportText.none.text, origin: .unset))
                }
            case .fullText:
                rows.append(row(setting, own: own.fullText.map { $0 ? "yes" : "no" }, global: configuration.fullText ? "yes" : "no"))
            case .title:
                rows.append(row(setting, own: own.title, global: source.displayName))
            }
        }
        return rows
    }

    /// The health's labels and values.
    static func healthRows(_ health: SourceHealth) -> [(String, String)] {
        let state = health.state
        func time(_ date: Date?) -> String {
            date.flatMap(LocalMinute.text) ?? SourceReportText.never.text
        }
        let perDay = health.perDay.map { String(format: "%.1f", $0) } ?? "0"
        return [
            (SourceReportText.lastSuccess.text, time(state?.lastSuccess)),
            (SourceReportText.lastAttempt.text, time(state?.lastAttempt)),
            (SourceReportText.lastError.text, state?.lastError ?? SourceReportText.none.text),
            (SourceReportText.articles.text, SourceReportText.perDay(DigitGrouping.text(health.articles), perDay)),
            (SourceReportText.feedSize.text, SourceReportText.bytes(DigitGrouping.text(health.storedBytes))),
            (SourceReportText.etag.text, state?.etag ?? SourceReportText.none.text),
            (SourceReportText.lastModified.text, state?.lastModified ?? SourceReportText.none.text),
            (SourceReportText.ttl.text, state?.freshUntil.flatMap(LocalMinute.text) ?? SourceReportText.none.text)
        ]
    }
}
