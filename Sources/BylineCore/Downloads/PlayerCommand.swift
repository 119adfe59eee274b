import BylineText
import Foundation

/// The `player` command made into argv for one file or stream: `%f` is the downloaded file,
/// `%u` the enclosure's URL, each exactly one inert word (a placeholder inside a longer word
/// gets the value's shell-inert form, as ``CommandPlaceholders`` does); with neither in the
/// command, the file (else the URL) is appended as one word. No shell ever runs it.
public enum PlayerCommand {
    /// `command`'s words with `file` (nil: not downloaded) and `url` in place; nil when the
    /// command has no words.
    public static func arguments(_ command: String, file: String?, url: String) throws(ShellWords.Failure) -> [String]? {
        let words = try ShellWords.split(command)
        guard !words.isEmpty else { return nil }
        let target = file ?? url
        // Without a file, %f streams the URL: the same command plays both.
        let values = ["%f": target, "%u": url]
        guard words.contains(where: { word in values.keys.contains { word.contains($0) } }) else { return words + [target] }
        return words.map { word in
            if let exact = values[word] { return exact }
            return values.reduce(word) { $0.replacingOccurrences(of: $1.key, with: PercentEncoding.shellInert($1.value)) }
        }
    }

}
