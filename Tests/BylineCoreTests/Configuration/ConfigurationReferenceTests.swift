import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("The config reference read from the default config")
struct ConfigurationReferenceTests {
    @Test("every setting Byline reads is documented in Resources/config.default, with words")
    func everyKeyDocumented() {
        let documented = ConfigurationReference.parse(DefaultConfiguration.text)
        for key in ConfigurationKey.allCases {
            let entry = documented.first { $0.key == key }
            #expect(entry != nil, "\(key.rawValue) is not in Resources/config.default")
            #expect(entry?.description.isEmpty == false, "\(key.rawValue) has no description")
        }
    }

    @Test("a setting takes the comment above it; settings in a row share it; prose right after a setting starts the next")
    func parsing() {
        let text = """
            # Header words that describe
            # no setting.

            # Fetch at start.
            # refresh-on-start yes

            # Refresh by itself,
            # every so many minutes.
            # auto-reload no
            # reload-time 60
            # Agent words:
            #   https://example.org/feed "user-agent=X"
            # user-agent default
            """
        let entries = ConfigurationReference.parse(text)
        #expect(entries.map(\.key) == [.refreshOnStart, .autoReload, .reloadTime, .userAgent])
        #expect(entries[0].description == ["Fetch at start."])
        #expect(entries[0].example == "yes")
        #expect(entries[1].description == ["Refresh by itself, every so many minutes."])
        #expect(entries[2].description == entries[1].description)
        #expect(entries[3].description == ["Agent words:", "  https://example.org/feed \"user-agent=X\""])
    }
}
