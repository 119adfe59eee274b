import BylineTerminal
import BylineUI
import Testing

@Suite struct KeyDecoderTests {
    private static func character(_ value: UInt32) -> Key? {
        KeyDecoder.decode(result: KeyDecoder.characterResult, value: value)
    }

    private static func code(_ value: UInt32) -> Key? {
        KeyDecoder.decode(result: KeyDecoder.keyCodeResult, value: value)
    }

    @Test func printableCharactersIncludingHangulAndEmojiComeThroughWhole() {
        #expect(Self.character(0x6A) == .character("j"))
        #expect(Self.character(0x20) == .character(" "))
        #expect(Self.character(0xD55C) == .character("한"))
        #expect(Self.character(0x1F44D) == .character("👍"))
    }

    @Test func controlCodesBecomeNamedKeys() {
        #expect(Self.character(10) == .enter)
        #expect(Self.character(13) == .enter)
        #expect(Self.character(9) == .tab)
        #expect(Self.character(27) == .escape)
        #expect(Self.character(127) == .backspace)
        #expect(Self.character(8) == .backspace)
        #expect(Self.character(12) == .control("l"))
        #expect(Self.character(12) == Key.redraw)
        #expect(Self.character(21) == .control("u"))
        #expect(Self.character(0) == nil)
        #expect(Self.character(0x9B) == nil)
        #expect(Self.character(0xD800) == nil)
    }

    @Test func cursesKeyCodesBecomeKeys() {
        #expect(Self.code(0o403) == .up)
        #expect(Self.code(0o402) == .down)
        #expect(Self.code(0o404) == .left)
        #expect(Self.code(0o405) == .right)
        #expect(Self.code(0o523) == .pageUp)
        #expect(Self.code(0o522) == .pageDown)
        #expect(Self.code(0o406) == .home)
        #expect(Self.code(0o550) == .end)
        #expect(Self.code(0o407) == .backspace)
        #expect(Self.code(0o527) == .enter)
        #expect(Self.code(0o541) == .backTab)
        #expect(Self.code(0o512) == .delete)
        #expect(Self.code(0o632) == .resize)
        #expect(Self.code(0o411) == .function(1))
        #expect(Self.code(0o424) == .function(12))
    }

    @Test func keypadAndVT220VariantsOfHomeEndAndPagesAreUnderstood() {
        #expect(Self.code(0o534) == .home)
        #expect(Self.code(0o537) == .end)
        #expect(Self.code(0o535) == .pageUp)
        #expect(Self.code(0o540) == .pageDown)
        #expect(Self.code(0o552) == .home)
        #expect(Self.code(0o601) == .end)
    }

    @Test func nothingReadAndUnknownCodesGiveNoKey() {
        #expect(KeyDecoder.decode(result: -1, value: 0) == nil)
        #expect(Self.code(0o777) == nil)
        #expect(Self.code(0o631) == nil)
        #expect(KeyDecoder.isMouse(result: KeyDecoder.keyCodeResult, value: 0o631))
        #expect(!KeyDecoder.isMouse(result: KeyDecoder.characterResult, value: 0o631))
    }

    @Test func mouseEventsBecomeWheelAndClickKeysWithTheirPosition() {
        let masks = KeyDecoder.MouseMasks.curses
        #expect(masks.wheelUp != masks.wheelDown && masks.leftPressed != 0)
        #expect(KeyDecoder.decodeMouse(buttons: masks.wheelUp, x: 3, y: 7, masks: masks) == .wheelUp(x: 3, y: 7))
        #expect(KeyDecoder.decodeMouse(buttons: masks.wheelDown, x: 0, y: 1, masks: masks) == .wheelDown(x: 0, y: 1))
        #expect(KeyDecoder.decodeMouse(buttons: masks.leftPressed, x: 10, y: 2, masks: masks) == .click(x: 10, y: 2))
        #expect(KeyDecoder.decodeMouse(buttons: masks.leftClicked, x: 10, y: 2, masks: masks) == .click(x: 10, y: 2))
        #expect(KeyDecoder.decodeMouse(buttons: 0, x: 10, y: 2, masks: masks) == nil)
    }
}
