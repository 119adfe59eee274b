/// A slow, obvious model of `TextSanitizer.clean` for text with no escape sequence in it, to
/// compare the fast one against: CR LF and lone CR become LF, tab a space, and every
/// scalar the sanitiser documents as unsafe is dropped.
enum ReferenceSanitizer {
    /// The expected cleaned text, or nil when `text` holds ESC or an 8-bit sequence
    /// introducer (CSI, OSC, DCS, SOS, PM, APC), whose payloads the model does not follow.
    static func clean(_ text: String) -> String? {
        let introducers: Set<UInt32> = [0x1B, 0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F]
        if text.unicodeScalars.contains(where: { introducers.contains($0.value) }) { return nil }
        var output = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCR: continue
            case "\r", "\n": output.append("\n")
            case "\t": output.append(" ")
            default: if allowed(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// Whether the sanitiser keeps `scalar` (its documented list, written out again here).
    private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return false
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return false
        case 0x2028, 0x2029, 0xAD, 0xFEFF, 0xFFF9...0xFFFB: return false
        default: return true
        }
    }
}
