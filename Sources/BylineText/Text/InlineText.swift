/// The running text of the paragraph being built, with white space collapsed the way a
/// browser does: runs of spaces, tabs and newlines become one space, none at the start
/// or end of a line.
struct InlineText {
    /// The spans so far; `"\n"` marks a hard break.
    private(set) var spans: [StyledSpan] = []
    /// How many visible characters have been added, ever (to tell whether a link had text).
    private(set) var visibleCount = 0
    private var pendingSpace = false
    private var atLineStart = true

    /// Whether nothing visible has been added since the last ``take()``.
    var isEmpty: Bool { spans.isEmpty }

    /// Appends text from the document; its white space is collapsed.
    mutating func append(_ text: String, style: TextStyle) {
        var run = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
                if !atLineStart { pendingSpace = true }
            case 0xAD:
                // A soft hyphen is invisible unless the browser breaks there; terminals differ.
                continue
            default:
                if pendingSpace {
                    if !run.isEmpty {
                        spans.appendMerging(String(run), style: style)
                        run.removeAll()
                    }
                    emitSpace(style: style)
                }
                run.append(scalar)
                visibleCount += 1
                atLineStart = false
            }
        }
        if !run.isEmpty {
            spans.appendMerging(String(run), style: style)
        }
    }

    /// Appends text that is not document text (a link number, an image label): it is
    /// preceded by a pending space but never starts or collapses one itself.
    mutating func appendAtom(_ text: String, style: TextStyle) {
        guard !text.isEmpty else { return }
        if pendingSpace { emitSpace(style: style) }
        spans.appendMerging(text, style: style)
        visibleCount += 1
        atLineStart = false
    }

    /// Ends the current line (`<br>`).
    mutating func appendBreak() {
        pendingSpace = false
        atLineStart = true
        spans.appendMerging("\n", style: [])
    }

    /// Ends the current line unless nothing has been added to it (a table row).
    mutating func endLine() {
        if !atLineStart { appendBreak() }
    }

    /// Makes sure a space separates what came before from what comes next, unless at a line start.
    mutating func separate() {
        if !atLineStart { pendingSpace = true }
    }

    /// The spans of the finished paragraph, without leading or trailing line breaks, and
    /// a fresh start.
    mutating func take() -> [StyledSpan] {
        var result = spans
        spans = []
        pendingSpace = false
        atLineStart = true
        while let first = result.first, let trimmed = trimLeadingBreaks(first.text) {
            if trimmed.isEmpty {
                result.removeFirst()
            } else {
                result[0].text = trimmed
                break
            }
        }
        while let last = result.last, let trimmed = trimTrailingBreaks(last.text) {
            if trimmed.isEmpty {
                result.removeLast()
            } else {
                result[result.count - 1].text = trimmed
                break
            }
        }
        return result
    }

    /// The space between two words takes only the styles both sides share, so a link's
    /// underline does not run into the gap after it.
    private mutating func emitSpace(style: TextStyle) {
        let previous = spans.last?.style ?? style
        spans.appendMerging(" ", style: previous.intersection(style))
        pendingSpace = false
    }

    private func trimLeadingBreaks(_ text: String) -> String? {
        guard text.first == "\n" else { return nil }
        return String(text.drop(while: { $0 == "\n" }))
    }

    private func trimTrailingBreaks(_ text: String) -> String? {
        guard text.last == "\n" else { return nil }
        var trimmed = Substring(text)
        while trimmed.last == "\n" { trimmed.removeLast() }
        return String(trimmed)
    }
}
