import BylineCore
import BylineTerminal
import BylineUI
import Testing

@Suite struct ColorTests {
    @Test func noColorSetToAnythingTurnsColorsOff() {
        #expect(ColorMode.detect(environment: ["NO_COLOR": "1"], terminalHasColors: true) == .monochrome)
        #expect(ColorMode.detect(environment: ["NO_COLOR": "no"], terminalHasColors: true) == .monochrome)
    }

    @Test func anEmptyOrMissingNoColorKeepsColorsWhenTheTerminalHasThem() {
        #expect(ColorMode.detect(environment: ["NO_COLOR": ""], terminalHasColors: true) == .color)
        #expect(ColorMode.detect(environment: [:], terminalHasColors: true) == .color)
        #expect(ColorMode.detect(environment: [:], terminalHasColors: false) == .monochrome)
    }

    @Test func monochromeUsesAttributesInsteadOfColors() {
        #expect(Palette.extraAttributes(for: CellStyle(color: .error), mode: .monochrome, colorCount: 0) == .bold)
        #expect(Palette.extraAttributes(for: CellStyle(color: .link), mode: .monochrome, colorCount: 0) == .underline)
        #expect(Palette.extraAttributes(for: CellStyle(color: .muted), mode: .monochrome, colorCount: 0) == .dim)
        #expect(Palette.colors(for: CellStyle(color: .error, foreground: .indexed(1)), depth: .none, colorCount: 0) == nil)
    }

    @Test func rolesGetByline_sOwnColorsOnTheDefaultBackground() throws {
        let error = try #require(Palette.colors(for: CellStyle(color: .error), depth: .eight, colorCount: 8))
        #expect(error == (1, -1))
        #expect(Palette.colors(for: CellStyle(color: .normal), depth: .indexed256, colorCount: 256) == nil)
        #expect(Palette.colors(for: CellStyle(color: .muted), depth: .eight, colorCount: 8) == nil)
        #expect(Palette.extraAttributes(for: CellStyle(color: .muted), mode: .color, colorCount: 8) == .dim)
        #expect(Palette.colors(for: CellStyle(color: .muted), depth: .indexed256, colorCount: 256) != nil)
    }

    @Test func configuredColorsWinOverTheRole_sAndAreFittedToTheTerminal() throws {
        let style = CellStyle(.bold, color: .selected, foreground: .rgb(red: 0xff, green: 0x87, blue: 0), background: .indexed(4))
        let wide = try #require(Palette.colors(for: style, depth: .indexed256, colorCount: 256))
        #expect(wide == (208, 4))
        let narrow = try #require(Palette.colors(for: style, depth: .eight, colorCount: 8))
        #expect(narrow == (3, 4))
        let direct = try #require(Palette.colors(for: style, depth: .direct, colorCount: 1 << 24))
        #expect(direct == (0xff8700, 4))
        // A configured muted color is a color: no dim stands in for it.
        let muted = CellStyle(color: .muted, foreground: .indexed(2))
        #expect(Palette.extraAttributes(for: muted, mode: .color, colorCount: 8) == [])
    }
}
