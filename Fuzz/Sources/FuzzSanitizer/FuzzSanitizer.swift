import BylineCore
import BylineText
import FuzzSupport

/// Text from anywhere through `TextSanitizer.clean` and `singleLine`: nothing that can drive
/// a terminal survives, cleaning twice changes nothing, and text without escape sequences
/// loses exactly the characters the sanitiser documents removing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzInput(start, count).text
    let clean = TextSanitizer.clean(text)
    TerminalText.requireSafe(clean, allowNewlines: true, "clean")
    FuzzCheck.require(TextSanitizer.clean(clean) == clean, "clean is not idempotent: \(FuzzCheck.show(clean))")
    if let expected = ReferenceSanitizer.clean(text) {
        FuzzCheck.require(
            clean.unicodeScalars.elementsEqual(expected.unicodeScalars),
            "clean(\(FuzzCheck.show(text))) is \(FuzzCheck.show(clean)), not \(FuzzCheck.show(expected))")
    }
    let line = TextSanitizer.singleLine(text)
    TerminalText.requireSingleLine(line, "singleLine")
    FuzzCheck.require(TextSanitizer.singleLine(line) == line, "singleLine is not idempotent: \(FuzzCheck.show(line))")
    FuzzCheck.require(TextSanitizer.clean(line) == line, "clean changes singleLine's output: \(FuzzCheck.show(line))")
    return 0
}
