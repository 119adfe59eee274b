import Foundation

/// A color as a config file writes it (`red`, `default`, `color208`, `#ff8700`), before it
/// is fitted to what the terminal can show (see ``ThemeColor/resolved(for:)``).
public enum ThemeColor: Sendable, Hashable, CustomStringConvertible {
    /// The terminal's own foreground or background (curses color -1).
    case `default`
    /// One of the terminal's numbered colors: 0–7 the eight named ones, 8–15 their bright
    /// forms, 16–255 the xterm cube and grays.
    case indexed(UInt8)
    /// A 24-bit color.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// The eight names curses and newsboat know, in their curses order.
    public static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// The color `text` names, or nil when it names none. Case is ignored.
    public init?(parsing text: String) {
        let word = text.lowercased()
        if word == "default" {
            self = .default
        } else if let index = Self.names.firstIndex(of: word) {
            self = .indexed(UInt8(index))
        } else if word.hasPrefix("color"), let number = Int(word.dropFirst(5)), (0...255).contains(number),
            word.dropFirst(5).allSatisfy(\.isASCII)
        {
            self = .indexed(UInt8(number))
        } else if word.hasPrefix("#"), word.count == 7, let value = UInt32(word.dropFirst(), radix: 16),
            word.dropFirst().allSatisfy(\.isHexDigit)
        {
            self = .rgb(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
        } else {
            return nil
        }
    }

    /// How a config file writes the color.
    public var description: String {
        switch self {
        case .default: return "default"
        case .indexed(let index): return index < 8 ? Self.names[Int(index)] : "color\(index)"
        case .rgb(let red, let green, let blue):
            return "#" + [red, green, blue].map { String(format: "%02x", $0) }.joined()
        }
    }
}
