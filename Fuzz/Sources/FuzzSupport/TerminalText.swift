/// The promise every cleaned string keeps: nothing in it can drive the terminal.
///
/// Mirrors what `TextSanitizer` documents as removed: C0 controls (all but the newline when
/// newlines are allowed), DEL, C1 controls (including the 8-bit CSI, OSC and DCS), ESC, the
/// bidi embedding, override, isolate and mark characters, line and paragraph separators,
/// soft hyphens, byte order marks, interlinear annotation controls, and lone surrogates.
public enum TerminalText {
    /// The first scalar of `text` that must never reach a terminal, if any.
    public static func firstUnsafeScalar(in text: String, allowNewlines: Bool) -> Unicode.Scalar? {
        text.unicodeScalars.first { !isSafe($0, allowNewlines: allowNewlines) }
    }

    /// Whether one scalar may be printed.
    public static func isSafe(_ scalar: Unicode.Scalar, allowNewlines: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: return allowNewlines
        case 0x00...0x1F, 0x7F...0x9F: return false
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return false
        case 0x2028, 0x2029, 0xAD, 0xFEFF, 0xFFF9...0xFFFB: return false
        default: return true
        }
    }

    /// Crashes when `text` holds a scalar that could drive the terminal; `what` names the field.
    public static func requireSafe(_ text: String, allowNewlines: Bool, _ what: @autoclosure () -> String) {
        if let scalar = firstUnsafeScalar(in: text, allowNewlines: allowNewlines) {
            let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
            FuzzCheck.fail("\(what()) holds \(code): \(FuzzCheck.show(text))")
        }
    }

    /// Crashes unless `text` is safe, one line, and not padded: what a one-line field promises.
    public static func requireSingleLine(_ text: String, _ what: @autoclosure () -> String) {
        requireSafe(text, allowNewlines: false, what())
        let scalars = text.unicodeScalars
        FuzzCheck.require(scalars.first != " " && scalars.last != " ", "\(what()) has a space at an end: \(FuzzCheck.show(text))")
        var previous: Unicode.Scalar?
        for scalar in scalars {
            FuzzCheck.require(!(scalar == " " && previous == " "), "\(what()) has two spaces in a row: \(FuzzCheck.show(text))")
            previous = scalar
        }
    }
}
