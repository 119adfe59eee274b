import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneColumnPerCharacter() {
        #expect(DisplayWidth.of("Hello, world!") == 13)
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of(Character("a")) == 1)
        #expect(DisplayWidth.of(Character(" ")) == 1)
    }

    @Test func controlCharactersTakeNoColumns() {
        #expect(DisplayWidth.of("a\tb\u{1B}c\u{7F}") == 3)
        #expect(DisplayWidth.of(Character("\r\n")) == 0)
        #expect(DisplayWidth.of(Character("\u{9B}")) == 0)
    }

    @Test func hangulIsTwoColumnsPerSyllable() {
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("한국어 뉴스") == 11)
        // A syllable spelled with conjoining jamo is one cluster, as wide as the precomposed one.
        #expect(DisplayWidth.of(Character("\u{1100}\u{1161}\u{11A8}")) == 2)
        #expect(DisplayWidth.of("ㄱㅏ") == 4)
    }

    @Test func kanaAndIdeographsAreTwoColumns() {
        #expect(DisplayWidth.of("ひらがな") == 8)
        #expect(DisplayWidth.of("カタカナ") == 8)
        #expect(DisplayWidth.of("漢字") == 4)
        #expect(DisplayWidth.of("中文新闻") == 8)
        #expect(DisplayWidth.of("、。「」") == 8)
        #expect(DisplayWidth.of("\u{3000}") == 2)
        #expect(DisplayWidth.of("𠀋") == 2)
    }

    @Test func fullwidthFormsAreTwoColumnsAndHalfwidthKanaOne() {
        #expect(DisplayWidth.of("ＡＢＣ１") == 8)
        #expect(DisplayWidth.of("￥") == 2)
        #expect(DisplayWidth.of("ｶﾀｶﾅ") == 4)
    }

    @Test func emojiWithEmojiPresentationAreTwoColumns() {
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("🎉🚀") == 4)
        #expect(DisplayWidth.of("⌚") == 2)
    }

    @Test func emojiSequencesAreOneClusterOfTwoColumns() {
        let family = "👩\u{200D}👩\u{200D}👧"
        #expect(family.count == 1)
        #expect(DisplayWidth.of(family) == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("🇰🇷") == 2)
        #expect(DisplayWidth.of("🇰🇷🇯🇵") == 4)
        #expect(DisplayWidth.of("1\u{FE0F}\u{20E3}") == 2)
        #expect(DisplayWidth.of("#\u{FE0F}\u{20E3}") == 2)
        #expect(DisplayWidth.of("🏳\u{FE0F}\u{200D}🌈") == 2)
        #expect(DisplayWidth.of("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}") == 2)
    }

    @Test func variationSelectorSixteenWidensTextDefaultEmoji() {
        #expect(DisplayWidth.of("❤") == 1)
        #expect(DisplayWidth.of("❤\u{FE0F}") == 2)
        #expect(DisplayWidth.of("©") == 1)
        #expect(DisplayWidth.of("©\u{FE0F}") == 2)
        #expect(DisplayWidth.of("☀\u{FE0F}") == 2)
    }

    @Test func combiningMarksAddNothing() {
        let decomposed = "e\u{301}"
        #expect(decomposed.count == 1)
        #expect(DisplayWidth.of(decomposed) == 1)
        #expect(DisplayWidth.of("cafe\u{301}") == 4)
        #expect(DisplayWidth.of("a\u{20DD}") == 1)
        #expect(DisplayWidth.of("か\u{3099}") == 2)
        #expect(DisplayWidth.of("Z\u{0351}\u{0352}\u{0353}\u{0354}") == 1)
    }

    @Test func formatCharactersAndSelectorsAreZeroWidth() {
        #expect(DisplayWidth.of("\u{200B}") == 0)
        #expect(DisplayWidth.of("\u{200C}\u{200D}") == 0)
        #expect(DisplayWidth.of("\u{2060}") == 0)
        #expect(DisplayWidth.of("\u{FE0F}") == 0)
        #expect(DisplayWidth.of("\u{AD}") == 0)
        #expect(DisplayWidth.of("a\u{E0100}") == 1)
    }

    @Test func ambiguousAndOtherScriptsAreOneColumn() {
        #expect(DisplayWidth.of("…–—•·°") == 6)
        #expect(DisplayWidth.of("│─") == 2)
        #expect(DisplayWidth.of("Ωмир") == 4)
        #expect(DisplayWidth.of("שלום") == 4)
    }

    @Test func clusterWidthIsNeverMoreThanTwo() {
        for character in ["क्षि", "ᄀᄀᄀ", "👨\u{200D}👩\u{200D}👧\u{200D}👦", "e\u{301}\u{302}\u{303}"].flatMap({ Array($0) }) {
            #expect((0...2).contains(DisplayWidth.of(character)))
        }
    }

    @Test func stringWidthIsTheSumOfItsClusters() {
        let text = "Byline 한국어 ニュース 👩\u{200D}💻 e\u{301} 🇰🇷 ❤\u{FE0F}"
        let sum = text.reduce(0) { $0 + DisplayWidth.of($1) }
        #expect(DisplayWidth.of(text) == sum)
        #expect(DisplayWidth.of(text[...]) == sum)
        #expect(sum == 7 + 7 + 9 + 3 + 2 + 3 + 2)
    }

    @Test func theScalarFastPathAgreesWithClusterByClusterWidths() {
        let extra = ["नमस्ते दुनिया", "ภาษาไทย", "ᄀᄀᄀ가\u{11A8}", "🇰🇷 ok", "ab\u{0BBE}", "Ελληνικά", "\r\n한"]
        for sample in TextSamples.all + extra {
            #expect(DisplayWidth.of(sample) == sample.reduce(0) { $0 + DisplayWidth.of($1) }, "\(sample.debugDescription)")
        }
    }

    @Test func scalarWidthMatchesTheTables() {
        #expect(scalarWidth(0x1100) == 2)
        #expect(scalarWidth(0x115F) == 2)
        #expect(scalarWidth(0x1160) == 0)
        #expect(scalarWidth(0xAC00) == 2)
        #expect(scalarWidth(0xD7A3) == 2)
        #expect(scalarWidth(0xD7A4) == 1)
        #expect(scalarWidth(0xFF00) == 1)
        #expect(scalarWidth(0xFF60) == 2)
        #expect(scalarWidth(0xFF61) == 1)
        #expect(scalarWidth(0xFFE6) == 2)
        #expect(scalarWidth(0x303F) == 1)
        #expect(scalarWidth(0x4DC0) == 1)
    }

    /// The width of one scalar, or -1 when the value is not a scalar.
    private func scalarWidth(_ value: UInt32) -> Int {
        Unicode.Scalar(value).map { DisplayWidth.of($0) } ?? -1
    }
}
