import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite struct ThemeColorTests {
    @Test func namesNumbersAndHexParse() {
        #expect(ThemeColor(parsing: "default") == .default)
        #expect(ThemeColor(parsing: "Magenta") == .indexed(5))
        #expect(ThemeColor(parsing: "color0") == .indexed(0))
        #expect(ThemeColor(parsing: "color255") == .indexed(255))
        #expect(ThemeColor(parsing: "#FF8700") == .rgb(red: 255, green: 135, blue: 0))
        for bad in ["color256", "color-1", "colour1", "#ff870", "#ff87000", "#gg0000", "pink", "", "color٣"] {
            #expect(ThemeColor(parsing: bad) == nil, "\(bad)")
        }
        #expect(ThemeColor.rgb(red: 255, green: 135, blue: 0).description == "#ff8700")
        #expect(ThemeColor.indexed(208).description == "color208")
    }

    @Test func aHexColorBecomesTheNearestOfWhatTheTerminalHas() {
        let orange = ThemeColor.rgb(red: 0xff, green: 0x87, blue: 0x00)
        #expect(orange.resolved(for: .direct) == 0xff8700)
        #expect(orange.resolved(for: .indexed256) == 208)
        #expect(orange.resolved(for: .eight) == 3)
        #expect(orange.resolved(for: .none) == nil)
        #expect(ThemeColor.rgb(red: 0xd7, green: 0x00, blue: 0x00).resolved(for: .eight) == 1)
        #expect(ThemeColor.rgb(red: 0x80, green: 0x80, blue: 0x80).resolved(for: .indexed256) == 244)
        #expect(ThemeColor.rgb(red: 0x00, green: 0x00, blue: 0x00).resolved(for: .indexed256) == 16)
        #expect(ThemeColor.rgb(red: 0xff, green: 0xff, blue: 0xff).resolved(for: .sixteen) == 15)
    }

    @Test func aPaletteNumberTheTerminalLacksBecomesTheNearestItHas() {
        #expect(ThemeColor.indexed(208).resolved(for: .indexed256) == 208)
        #expect(ThemeColor.indexed(208).resolved(for: .eight) == 3)
        #expect(ThemeColor.indexed(9).resolved(for: .eight) == 1)
        #expect(ThemeColor.indexed(196).resolved(for: .sixteen) == 9)
        #expect(ThemeColor.indexed(2).resolved(for: .direct) == 2)
        #expect(ThemeColor.indexed(208).resolved(for: .direct) == 0xff8700)
        #expect(ThemeColor.default.resolved(for: .eight) == -1)
    }

    @Test func theDepthComesFromTheTerminfoColorCount() {
        #expect(ColorDepth.detect(colors: 1 << 24, hasColors: true) == .direct)
        #expect(ColorDepth.detect(colors: 256, hasColors: true) == .indexed256)
        #expect(ColorDepth.detect(colors: 88, hasColors: true) == .sixteen)
        #expect(ColorDepth.detect(colors: 8, hasColors: true) == .eight)
        #expect(ColorDepth.detect(colors: 256, hasColors: false) == .none)
    }
}
