/// Writing text for roff's man macros, so nothing in it is read as a request or an escape.
enum Roff {
    /// `text` for the body of a line: backslashes and hyphens escaped, characters outside
    /// ASCII as groff's `\[uXXXX]`, and a leading `.` or `'` guarded so it is not a request.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "\n", "\t": result += " "
            default:
                if scalar.isASCII {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\[u" + hex(scalar.value) + "]"
                }
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    /// `text` in bold.
    static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }

    /// `text` in italics (a value's name).
    static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

    /// A paragraph of prose, or, for an indented line (an example), a line kept as written.
    static func paragraph(_ text: String) -> [String] {
        if text.hasPrefix(" ") {
            return [".PP", ".RS", ".nf", escaped(text.trimmingPrefixSpaces), ".fi", ".RE"]
        }
        return [".PP", escaped(text)]
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension String {
    /// The string without its leading spaces.
    fileprivate var trimmingPrefixSpaces: String { String(drop { $0 == " " }) }
}
