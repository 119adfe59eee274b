import BylineCore
import BylineText
import FuzzSupport

/// The properties `DisplayWidthFittingTests` and `DisplayWidthWrappingTests` check on fixed
/// samples, checked here on whatever the fuzzer makes.
enum WidthChecks {
    /// `truncate`, `prefix` and `fit` never exceed the width and keep a prefix of whole clusters.
    static func requireTruncation(_ text: String, clusters: [Character], width: Int) {
        let truncated = DisplayWidth.truncate(text, toWidth: width)
        FuzzCheck.require(DisplayWidth.of(truncated) <= width, "truncate to \(width) gave \(FuzzCheck.show(truncated))")
        var kept = Array(truncated)
        if kept.last == "…" && truncated != text { kept.removeLast() }
        FuzzCheck.require(clusters.starts(with: kept), "truncate to \(width) of \(FuzzCheck.show(text)) gave \(FuzzCheck.show(truncated))")

        let prefix = DisplayWidth.prefix(text, width: width)
        FuzzCheck.require(DisplayWidth.of(prefix) <= width, "prefix \(width) gave \(FuzzCheck.show(prefix))")
        FuzzCheck.require(clusters.starts(with: Array(prefix)), "prefix \(width) of \(FuzzCheck.show(text)) gave \(FuzzCheck.show(prefix))")

        let fitted = DisplayWidth.fit(text, toWidth: width)
        FuzzCheck.require(DisplayWidth.of(fitted) == width, "fit to \(width) of \(FuzzCheck.show(text)) gave \(DisplayWidth.of(fitted)) columns")
    }

    /// `wrap` gives lines no wider than the width with no trailing space, and their text,
    /// spaces aside, is the input's (a cluster too wide for a one-column line becomes "…").
    ///
    /// Compared scalar by scalar, not cluster by cluster as the unit tests do: a cluster that
    /// stands alone only because a control character came before it (`"\0\u{1F3FB}"`) joins
    /// the indentation's last space when a continuation line starts with it. Nothing is lost
    /// and the line only gets narrower, so that is not a broken promise.
    static func requireWrapping(_ text: String, clusters: [Character], width: Int) {
        let lines = DisplayWidth.wrap(text, width: width)
        for line in lines {
            FuzzCheck.require(DisplayWidth.of(line) <= width, "wrap at \(width) of \(FuzzCheck.show(text)) gave line \(FuzzCheck.show(line))")
            // By cluster, as wrap works: in "\u{600} " (a prepended mark and a space) the space
            // belongs to a cluster that is not a space, which wrap rightly never splits.
            FuzzCheck.require(line.last != " ", "wrap at \(width) gave a line ending in a space: \(FuzzCheck.show(line))")
        }
        let kept = clusters.filter { $0 != " " && !$0.isNewline }.map { DisplayWidth.of($0) > width ? "…" : $0 }
        let expected = kept.flatMap(\.unicodeScalars).filter { $0 != " " }
        let joined = lines.flatMap(\.unicodeScalars).filter { $0 != " " }
        FuzzCheck.require(joined == expected, "wrap at \(width) of \(FuzzCheck.show(text)) lost or changed text: \(lines.map { FuzzCheck.show($0) })")
    }
}
