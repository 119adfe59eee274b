import Foundation

extension Configuration {
    /// `sources` with the settings of this config's `source` blocks laid under their own,
    /// and this config's killfile with each source's own `ignore-article` rules added, as
    /// rules for that source alone. Precedence: the urls-file line, then the most specific
    /// block, then the global option, then the default.
    public func applyingSourceSettings(to sources: [Source]) -> (sources: [Source], configuration: Configuration) {
        let resolved = sources.map { sourceBlocks.resolving($0) }
        var configuration = self
        for source in resolved {
            for rule in source.settings.ignoreRules {
                configuration.killfile.rules.append(IgnoreRule(feeds: .url(source.key), expression: rule.expression))
            }
        }
        return (resolved, configuration)
    }

    /// How often the timed reload ticks, in seconds: every `reload-time` minutes, or at the
    /// shortest `reload-time` of `sources`' own when one is shorter.
    public func reloadTick(for sources: [Source]) -> TimeInterval {
        TimeInterval(([reloadTime] + sources.compactMap(\.settings.reloadMinutes)).min() ?? reloadTime) * 60
    }

    /// The interval that paces sources without a `reload-time` of their own in an automatic
    /// refresh: the global `reload-time` when the timed reload ticks faster than it (for a
    /// source's own shorter one), else nil (they are asked at every tick, as before).
    public func defaultReloadInterval(for sources: [Source]) -> TimeInterval? {
        let global = TimeInterval(reloadTime * 60)
        return reloadTick(for: sources) < global ? global : nil
    }
}
