import Foundation

/// newsboat's `%x` file-name formats (`download-filename-format`, `save-filename-format`):
/// each `%` and one letter is that letter's value; an unknown letter, and a `%` at the end,
/// stay as written.
public enum PlaceholderFormat {
    /// `format` with each placeholder of `values` in place.
    public static func fill(_ format: String, with values: [Character: String]) -> String {
        var filled = ""
        var pending = false
        for character in format {
            if pending {
                filled += values[character] ?? "%\(character)"
                pending = false
            } else if character == "%" {
                pending = true
            } else {
                filled.append(character)
            }
        }
        if pending { filled += "%" }
        return filled
    }
}
