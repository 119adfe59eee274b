import BylineCore
import Testing

@testable import BylineCLI

/// Which commands report which config warnings: the ones that use the whole config report
/// every line; the others only the lines of the settings they use (and `ui-language`).
@Suite struct SettingsUseTests {
    @Test func aCommandReportsTheSettingsItUsesAndTheWholeConfigsCommandsReportEveryLine() {
        #expect(SettingsUse.all.reports(nil), "a misspelt setting concerns the commands that read the whole config")
        #expect(SettingsUse.all.reports(.color))
        #expect(SettingsUse.listing.reports(.ignoreArticle) && SettingsUse.listing.reports(.ignoreMode))
        #expect(!SettingsUse.listing.reports(.color) && !SettingsUse.listing.reports(.bindKey) && !SettingsUse.listing.reports(nil))
        #expect(SettingsUse.network.reports(.proxy) && !SettingsUse.network.reports(.ignoreArticle))
        #expect(SettingsUse.none.reports(.uiLanguage) && !SettingsUse.none.reports(.maxItems))
    }

    @Test func theCommandsDeclareWhatTheyUse() {
        let specs = Dictionary(uniqueKeysWithValues: CommandRegistry.all.map { ($0.name, $0) })
        for name in ["browse", "refresh", "sync", "import"] {
            #expect(specs[name]?.settings.reports(nil) == true, "\(name) reports every line")
        }
        for name in ["list", "show", "mark", "export", "remove", "vacuum"] {
            #expect(specs[name]?.settings.reports(.color) == false, "\(name) does not repeat a color warning")
        }
        #expect(specs["list"]?.settings.reports(.ignoreArticle) == true)
        #expect(specs["add"]?.settings.reports(.downloadTimeout) == true)
    }
}
