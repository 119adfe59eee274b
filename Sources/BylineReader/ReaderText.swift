/// White space and lengths as JavaScript counts them.
enum ReaderText {
    /// Whether `scalar` is white space for JavaScript's `\s` and `trim()`.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// Counts the length of collapsed, trimmed text fed in pieces.
    struct LengthCounter {
        /// The length so far, without a trailing space.
        private(set) var length = 0
        private var pendingSpace = false

        /// Adds the next piece of text.
        mutating func add(_ text: String) {
            for scalar in text.unicodeScalars {
                if ReaderText.isSpace(scalar) {
                    pendingSpace = length > 0
                } else {
                    if pendingSpace { length += 1 }
                    pendingSpace = false
                    length += scalar.value > 0xFFFF ? 2 : 1
                }
            }
        }
    }

    /// The string trimmed and with white-space runs collapsed to one space.
    static func collapsed(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
