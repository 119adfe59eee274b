import BylineCore
import BylineText
import Testing

/// Inputs the sanitizer fuzz target (Fuzz/Sources/FuzzSanitizer) found.
@Suite struct TextSanitizerRegressionTests {
    /// A prepended mark (Arabic number signs U+0600...U+0605, U+06DD, U+070F…) joins the
    /// space after it into one Character, which hid the trailing space from a
    /// Character-level check.
    @Test(arguments: [
        ("\u{17F}\u{FFFD}\u{FFFD}\u{602}\r", "\u{17F}\u{FFFD}\u{FFFD}\u{602}"),  // the fuzzer's input, bytes C5 BF 8F 82 D8 82 0D
        ("a\u{600}\n", "a\u{600}"),
        ("total \u{6DD} \t ", "total \u{6DD}")
    ])
    func singleLineLeavesNoTrailingSpaceAfterAPrependedMark(_ input: String, _ expected: String) {
        let line = TextSanitizer.singleLine(input)
        #expect(line.unicodeScalars.last != " ")
        #expect(line.unicodeScalars.elementsEqual(expected.unicodeScalars), "\(line.debugDescription)")
    }
}
