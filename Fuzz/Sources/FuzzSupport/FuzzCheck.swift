/// How a fuzz target reports a broken promise: a crash, which is the one signal libFuzzer
/// records (it saves the input as `crash-…` and stops).
///
/// `fatalError` is right here and only here: the harness exists to turn a wrong answer into
/// a crash; the library itself never crashes on outside input.
public enum FuzzCheck {
    /// Crashes with `message` when `condition` is false.
    public static func require(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        if !condition() { fail(message(), file: file, line: line) }
    }

    /// Crashes with `message`, which names the promise that was broken.
    public static func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError("fuzz check failed: \(message)", file: file, line: line)
    }

    /// `text` quoted for a failure message: escaped, and cut so a huge input stays readable.
    public static func show(_ text: String, limit: Int = 300) -> String {
        let shown = text.unicodeScalars.count > limit ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…" : text
        return shown.debugDescription
    }
}
