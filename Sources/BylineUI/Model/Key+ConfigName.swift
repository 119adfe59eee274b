/// Keys as a config file names them: newsboat's words (`ENTER`, `SPACE`, `PPAGE`, `^D`,
/// `F1`), or the character itself.
extension Key {
    /// Newsboat's names for keys that are not one printable character.
    static let configNames: [String: Key] = [
        "ENTER": .enter, "ESC": .escape, "TAB": .tab, "BTAB": .backTab, "SPACE": .character(" "),
        "BACKSPACE": .backspace, "DEL": .delete, "DELETE": .delete,
        "UP": .up, "DOWN": .down, "LEFT": .left, "RIGHT": .right,
        "PPAGE": .pageUp, "NPAGE": .pageDown, "HOME": .home, "END": .end
    ]

    /// The key a config word names, or nil: a single character stands for itself, `^X`
    /// for Ctrl-X (a letter), the words of ``configNames`` (in any case) and `F1`–`F12`.
    public init?(configName word: String) {
        if word.count == 1, let character = word.first {
            guard !character.isNewline, character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) else {
                return nil
            }
            self = .character(character)
            return
        }
        let upper = word.uppercased()
        if let named = Self.configNames[upper] {
            self = named
            return
        }
        if upper.count == 2, upper.first == "^", let letter = upper.last, letter.isASCII, letter.isLetter {
            // Ctrl-H, Ctrl-I and Ctrl-M arrive as Backspace, Tab and Enter; say those instead.
            switch letter {
            case "H": self = .backspace
            case "I": self = .tab
            case "M", "J": self = .enter
            default: self = .control(Character(letter.lowercased()))
            }
            return
        }
        if upper.hasPrefix("F"), let number = Int(upper.dropFirst()), (1...12).contains(number) {
            self = .function(number)
            return
        }
        return nil
    }
}
