import BylineCore
import BylineText
import FuzzSupport

/// Text through `DisplayWidth`: the width of a string is the sum of its clusters', and
/// truncation and wrapping keep the promises the Text tests check on fixed samples — no
/// result wider than asked, no cluster split, nothing lost or added.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzInput(start, count).text
    let clusters = Array(text)
    var sum = 0
    for character in clusters {
        let width = DisplayWidth.of(character)
        FuzzCheck.require((0...2).contains(width), "\(FuzzCheck.show(String(character))) is \(width) columns")
        sum += width
    }
    FuzzCheck.require(DisplayWidth.of(text) == sum, "width \(DisplayWidth.of(text)) is not the clusters' sum \(sum) for \(FuzzCheck.show(text))")
    for width in [0, 1, 2, 3, 8, 40] {
        WidthChecks.requireTruncation(text, clusters: clusters, width: width)
    }
    for width in [1, 2, 3, 7, 40] {
        WidthChecks.requireWrapping(text, clusters: clusters, width: width)
    }
    return 0
}
