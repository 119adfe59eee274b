import BylineCLI
import BylineRefresh
import BylineUI
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite struct CatalogueTests {
    /// Every target's part of the catalogue: the core's (which stored messages are read back
    /// from), the refresh's, the browser's and the command line's.
    private let parts: [(target: String, areas: [any CatalogueMessage.Type])] = [
        ("BylineText", Catalogue.areas),
        ("BylineRefresh", Catalogue.refreshAreas),
        ("BylineUI", Catalogue.browserAreas),
        ("BylineCLI", Catalogue.commandLineAreas)
    ]

    /// Every area of every part.
    private var areas: [any CatalogueMessage.Type] { parts.flatMap(\.areas) }

    /// Every message of every part.
    private var entries: [Catalogue.Entry] { areas.flatMap { $0.entries } }

    /// The `{n}` placeholders a template names.
    private func placeholders(_ template: String) -> Set<String> {
        var found = Set<String>()
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let inner = rest[rest.index(after: open)..<close]
            if Int(inner) != nil { found.insert(String(inner)) }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    @Test func everyEnglishMessageHasAKoreanOneNamingTheSameArguments() {
        #expect(entries.count >= areas.count)
        for entry in entries {
            #expect(!entry.english.isEmpty, "\(entry.name) has no English")
            #expect(!entry.korean.isEmpty, "\(entry.name) has no Korean")
            #expect(
                placeholders(entry.english) == placeholders(entry.korean),
                "\(entry.name): the English and Korean templates name different arguments")
        }
    }

    @Test func everyKoreanMessageWithWordsIsWrittenInKorean() {
        let hangul: ClosedRange<UInt32> = 0xAC00...0xD7A3
        for entry in entries where entry.english.contains(where: \.isLetter) {
            let isKorean = entry.korean.unicodeScalars.contains { hangul.contains($0.value) }
            let isKeptAsIs = CatalogueKeptWords.isKeptInEveryLanguage(entry.english)
            #expect(isKorean || isKeptAsIs, "\(entry.name): '\(entry.korean)' is not Korean")
        }
    }

    @Test func everyMessageHasItsOwnName() {
        let names = entries.map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test func everyAreaInTheSourcesIsInItsTargetsPart() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let registered = Dictionary(uniqueKeysWithValues: parts.map { ($0.target, Set($0.areas.map { "\($0)" })) })
        var found = 0
        for target in registered.keys {
            let folder = sources.appendingPathComponent(target)
            let files =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: /public enum (\w+): String, CatalogueMessage/) {
                    found += 1
                    #expect(
                        registered[target]?.contains(String(match.1)) == true,
                        "\(match.1) in \(target) is not in its target's part of the catalogue")
                }
            }
        }
        #expect(found == areas.count)
    }

    @Test func storedMessagesAreFoundInTheCoresPart() {
        for area in Catalogue.areas {
            for entry in area.entries {
                #expect(Catalogue.entry(named: entry.name) == entry)
            }
        }
    }

    @Test func argumentsFillTheirPlaceholdersInTheTranslationsOrder() {
        #expect(CommonText.minutesAgo.text(in: .english, 5) == "5m ago")
        #expect(CommonText.minutesAgo.text(in: .korean, 5) == "5분 전")
        #expect(CommonText.fill("{2} then {1}", with: ["a", "b"]) == "b then a")
        #expect(CommonText.fill("{3} and {x} and {", with: ["a"]) == "{3} and {x} and {")
    }

    @Test func aTaskOverrideChoosesTheLanguageForThatTaskOnly() {
        Localization.$override.withValue(.korean) {
            #expect(CommonText.yes.text == "예")
        }
        Localization.$override.withValue(.english) {
            #expect(CommonText.yes.text == "yes")
        }
    }
}

@Suite struct UILanguageTests {
    @Test func koreanLocaleNamesChooseKorean() {
        for name in ["ko", "ko_KR", "ko_KR.UTF-8", "ko_KR.eucKR", "KO_kr.utf8", "ko@x"] {
            #expect(UILanguage(localeName: name) == .korean, "\(name)")
        }
        for name in ["C", "POSIX", "C.UTF-8", "en_US.UTF-8", "kok_IN", "", "korean"] {
            #expect(UILanguage(localeName: name) == .english, "\(name)")
        }
    }

    @Test func lcAllThenLcMessagesThenLangDecide() {
        #expect(UILanguage.fromEnvironment(["LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(UILanguage.fromEnvironment(["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "C"]) == .english)
        #expect(UILanguage.fromEnvironment(["LC_ALL": "ko", "LC_MESSAGES": "C", "LANG": "C"]) == .korean)
        #expect(UILanguage.fromEnvironment(["LC_ALL": "", "LANG": "ko"]) == .korean)
        #expect(UILanguage.fromEnvironment([:]) == .english)
    }

    @Test func theSettingNamesALanguage() {
        #expect(UILanguage(setting: "ko") == .korean)
        #expect(UILanguage(setting: "EN") == .english)
        #expect(UILanguage(setting: "fr") == nil)
    }
}
