import Foundation

/// Checks that bytes printed by `byline` are safe for a terminal: valid UTF-8 with no ESC,
/// no BEL, no other C0 control but tab and newline, no C1 control (U+0080…U+009F, which
/// includes the 8-bit CSI U+009B) and no bidi embedding, override or isolate.
public enum TerminalSafety {
    /// The bidi formatting characters that can make text read differently from its bytes.
    static let bidiControls: Set<UInt32> = [
        0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C
    ]

    /// What is unsafe in `bytes`, one description each (empty when safe).
    public static func problems(in bytes: Data) -> [String] {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return ["output is not valid UTF-8"]
        }
        var found: [String] = []
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isControl = (value < 0x20 && value != 0x0A && value != 0x09) || value == 0x7F || (0x80...0x9F).contains(value)
            if isControl || bidiControls.contains(value) {
                found.append(String(format: "U+%04X", value))
            }
        }
        return found
    }
}
