/// The few character references that survive into metadata text (`&amp;`, `&#39;`…).
enum ReaderEntities {
    /// `text` with the named references `amp lt gt quot apos` and numeric ones decoded.
    static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.prefix(12).firstIndex(of: ";"), let character = character(for: after[..<semicolon]) else {
                result.append("&")
                rest = after
                continue
            }
            result.append(character)
            rest = after[after.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func character(for name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.first == "#" else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
