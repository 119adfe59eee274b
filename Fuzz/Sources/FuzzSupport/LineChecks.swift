import BylineCore
import BylineText

/// The promises of laid-out text: every line fits its width and is safe to draw.
public enum LineChecks {
    /// Crashes when a line is wider than `width`, holds a newline or a control character.
    public static func require(_ lines: [StyledLine], width: Int, _ what: @autoclosure () -> String) {
        if width < 1 {
            FuzzCheck.require(lines.isEmpty, "\(what()) at width \(width) gave \(lines.count) lines, not none")
            return
        }
        for (number, line) in lines.enumerated() {
            let text = line.plainText
            TerminalText.requireSafe(text, allowNewlines: false, "\(what()) line \(number) at width \(width)")
            let columns = DisplayWidth.of(text)
            FuzzCheck.require(
                columns <= width && line.width <= width,
                "\(what()) line \(number) is \(columns) (spans: \(line.width)) columns at width \(width): \(FuzzCheck.show(text))")
        }
    }

    /// Crashes unless `message` is one line with nothing that could drive a terminal.
    public static func requireMessage(_ message: String, _ what: @autoclosure () -> String) {
        TerminalText.requireSafe(message, allowNewlines: false, what())
        FuzzCheck.require(!message.isEmpty, "\(what()) is empty")
    }
}
