import BylineUI
@preconcurrency import CNcurses

/// Turns what `get_wch` and `getmouse` report into ``Key`` values: a pure function, so it
/// is tested without a terminal.
public enum KeyDecoder {
    /// `get_wch`'s result for a character.
    public static let characterResult: Int32 = 0
    /// `get_wch`'s result for a function key code (`KEY_CODE_YES`).
    public static let keyCodeResult: Int32 = 0o400

    /// Curses key codes (from `<curses.h>`; fixed by its ABI).
    private enum Code {
        static let down: UInt32 = 0o402
        static let up: UInt32 = 0o403
        static let left: UInt32 = 0o404
        static let right: UInt32 = 0o405
        static let home: UInt32 = 0o406
        static let backspace: UInt32 = 0o407
        static let function0: UInt32 = 0o410
        static let delete: UInt32 = 0o512
        static let pageDown: UInt32 = 0o522
        static let pageUp: UInt32 = 0o523
        static let enter: UInt32 = 0o527
        static let keypadUpperLeft: UInt32 = 0o534
        static let keypadUpperRight: UInt32 = 0o535
        static let keypadLowerLeft: UInt32 = 0o537
        static let keypadLowerRight: UInt32 = 0o540
        static let backTab: UInt32 = 0o541
        static let end: UInt32 = 0o550
        static let find: UInt32 = 0o552
        static let select: UInt32 = 0o601
        static let mouse: UInt32 = 0o631
        static let resize: UInt32 = 0o632
    }

    /// The key for one `get_wch` result (`result` is its return value, `value` what it
    /// stored); nil for nothing read, `KEY_MOUSE` (read with `getmouse`, see
    /// ``decodeMouse(buttons:x:y:masks:)``) and keys Byline does not use.
    public static func decode(result: Int32, value: UInt32) -> Key? {
        switch result {
        case characterResult: return character(value)
        case keyCodeResult: return keyCode(value)
        default: return nil
        }
    }

    /// A character code: Enter, Tab, Esc, Backspace and Ctrl-letters by their control
    /// codes, everything printable as itself.
    static func character(_ value: UInt32) -> Key? {
        switch value {
        case 10, 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        case 0, 28...31: return nil
        case 1...26:
            guard let letter = Unicode.Scalar(value + 96) else { return nil }
            return .control(Character(letter))
        case 0x80..<0xA0:
            return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// A curses key code; keypad and vt220 variants of Home, End and the page keys too.
    static func keyCode(_ value: UInt32) -> Key? {
        switch value {
        case Code.up: return .up
        case Code.down: return .down
        case Code.left: return .left
        case Code.right: return .right
        case Code.home, Code.keypadUpperLeft, Code.find: return .home
        case Code.end, Code.keypadLowerLeft, Code.select: return .end
        case Code.pageUp, Code.keypadUpperRight: return .pageUp
        case Code.pageDown, Code.keypadLowerRight: return .pageDown
        case Code.backspace: return .backspace
        case Code.delete: return .delete
        case Code.enter: return .enter
        case Code.backTab: return .backTab
        case Code.resize: return .resize
        case (Code.function0 + 1)...(Code.function0 + 63): return .function(Int(value - Code.function0))
        default: return nil
        }
    }

    /// Whether a `get_wch` result says a mouse event is waiting for `getmouse`.
    public static func isMouse(result: Int32, value: UInt32) -> Bool {
        result == keyCodeResult && value == Code.mouse
    }

    /// The button masks a mouse event is tested against (curses builds them with a macro).
    public struct MouseMasks: Sendable {
        /// Left button pressed.
        public var leftPressed: UInt32
        /// Left button clicked (press and release within the click interval).
        public var leftClicked: UInt32
        /// Wheel up (button 4).
        public var wheelUp: UInt32
        /// Wheel down (button 5).
        public var wheelDown: UInt32

        /// Masks from their values.
        public init(leftPressed: UInt32, leftClicked: UInt32, wheelUp: UInt32, wheelDown: UInt32) {
            self.leftPressed = leftPressed
            self.leftClicked = leftClicked
            self.wheelUp = wheelUp
            self.wheelDown = wheelDown
        }

        /// The masks of the ncursesw Byline is built against.
        public static let curses = MouseMasks(
            leftPressed: UInt32(byline_button1_pressed()), leftClicked: UInt32(byline_button1_clicked()),
            wheelUp: UInt32(byline_button4_pressed()), wheelDown: UInt32(byline_button5_pressed()))
    }

    /// The key for a mouse event at column `x`, row `y` with button state `buttons`; nil for
    /// releases, drags and other buttons.
    public static func decodeMouse(buttons: UInt32, x: Int32, y: Int32, masks: MouseMasks) -> Key? {
        let x = Int(x)
        let y = Int(y)
        if buttons & masks.wheelUp != 0 { return .wheelUp(x: x, y: y) }
        if buttons & masks.wheelDown != 0 { return .wheelDown(x: x, y: y) }
        if buttons & (masks.leftPressed | masks.leftClicked) != 0 { return .click(x: x, y: y) }
        return nil
    }
}
