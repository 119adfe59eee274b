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

    @Test func monochromeUsesAttributesAndNoColorPairs() {
        for role in ColorRole.allCases {
            #expect(Palette.pair(for: role, mode: .monochrome, colorCount: 256) == 0)
        }
        #expect(Palette.extraAttributes(for: .error, mode: .monochrome, colorCount: 0) == .bold)
        #expect(Palette.extraAttributes(for: .link, mode: .monochrome, colorCount: 0) == .underline)
        #expect(Palette.extraAttributes(for: .muted, mode: .monochrome, colorCount: 0) == .dim)
    }

    @Test func colorRolesGetTheirOwnPairs() {
        #expect(Palette.pair(for: .error, mode: .color, colorCount: 8) == Int16(ColorRole.error.rawValue))
        #expect(Palette.pair(for: .normal, mode: .color, colorCount: 256) == 0)
        #expect(Palette.pair(for: .muted, mode: .color, colorCount: 8) == 0)
        #expect(Palette.extraAttributes(for: .muted, mode: .color, colorCount: 8) == .dim)
        #expect(Palette.pair(for: .muted, mode: .color, colorCount: 256) != 0)
    }
}
