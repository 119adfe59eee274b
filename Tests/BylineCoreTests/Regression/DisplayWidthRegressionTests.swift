import BylineCore
import BylineText
import Testing

/// Inputs the DisplayWidth fuzz target (Fuzz/Sources/FuzzDisplayWidth) found.
@Suite struct DisplayWidthRegressionTests {
    /// Marks that join the cluster before them but have a width of their own, outside the
    /// blocks the fast path already sent to grapheme breaking.
    static let joiningMarks: [String] = [
        "z\u{302F}",  // Hangul double dot tone mark after a Latin letter
        "\u{1013} \u{63D}z\u{302F}",  // the fuzzer's input: "ဓ ؽz〯"
        "한\u{302E}",  // Hangul single dot tone mark after a syllable
        "\u{FF76}\u{FF9E}\u{FF9F}",  // halfwidth ｶ with both voicing marks
        "한\u{FF9E}"
    ]

    @Test(arguments: joiningMarks)
    func stringWidthIsTheSumOfItsClustersWidths(_ text: String) {
        let sum = text.reduce(0) { $0 + DisplayWidth.of($1) }
        #expect(DisplayWidth.of(text) == sum)
        #expect(DisplayWidth.of(Substring(text)) == sum)
    }

    @Test(arguments: joiningMarks)
    func wrappedLinesFitTheirWidth(_ text: String) {
        for width in 1...4 {
            for line in DisplayWidth.wrap(text, width: width) {
                #expect(DisplayWidth.of(line) <= width, "\(text.debugDescription) at \(width): \(line.debugDescription)")
            }
            #expect(DisplayWidth.of(DisplayWidth.truncate(text, toWidth: width)) <= width)
            #expect(DisplayWidth.of(DisplayWidth.fit(text, toWidth: width)) == width)
        }
    }
}
