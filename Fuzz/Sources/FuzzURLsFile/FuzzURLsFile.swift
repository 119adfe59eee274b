import BylineCore
import Foundation
import FuzzSupport

/// A urls file: parse it, check every source and error, and write the sources back out,
/// which must read back as the same sources with no errors (what `byline import` relies on).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let parsed = URLsFile.parse(input.data, fileName: "urls")
    SourceChecks.require(parsed, lineCount: SourceChecks.lineCount(of: input.data))
    let written = URLsFile.text(for: parsed.sources)
    let reread = URLsFile.parse(written, fileName: "written")
    FuzzCheck.require(reread.errors.isEmpty, "written urls file has errors: \(reread.errors) in \(FuzzCheck.show(written))")
    FuzzCheck.require(
        reread.sources == parsed.sources,
        "written urls file reads back differently: \(parsed.sources) → \(reread.sources) via \(FuzzCheck.show(written))")
    return 0
}
