import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite struct DisplayWidthFittingTests {
    @Test func truncateLeavesShortTextAlone() {
        #expect(DisplayWidth.truncate("Hello", toWidth: 5) == "Hello")
        #expect(DisplayWidth.truncate("한국어", toWidth: 6) == "한국어")
    }

    @Test func truncateAddsTheEllipsisOnlyWhenItCuts() {
        #expect(DisplayWidth.truncate("Hello world", toWidth: 8) == "Hello w…")
        #expect(DisplayWidth.truncate("Hello world", toWidth: 7) == "Hello…")
        #expect(DisplayWidth.truncate("Hello world", toWidth: 8, ellipsis: "...") == "Hello...")
    }

    @Test func truncateNeverHalvesAWideCharacter() {
        #expect(DisplayWidth.truncate("한국어", toWidth: 5) == "한국…")
        #expect(DisplayWidth.truncate("한국어", toWidth: 4) == "한…")
        #expect(DisplayWidth.truncate("한국어", toWidth: 2) == "…")
        #expect(DisplayWidth.truncate("한국어", toWidth: 1) == "…")
        #expect(DisplayWidth.truncate("👩\u{200D}👩\u{200D}👧👍🏽", toWidth: 3) == "👩\u{200D}👩\u{200D}👧…")
    }

    @Test func truncateToNothing() {
        #expect(DisplayWidth.truncate("Hello", toWidth: 0) == "")
        #expect(DisplayWidth.truncate("Hello", toWidth: -3) == "")
        #expect(DisplayWidth.truncate("Hello", toWidth: 2, ellipsis: "...") == "He")
    }

    @Test func prefixTakesWholeClustersThatFit() {
        #expect(DisplayWidth.prefix("한국어", width: 3) == "한")
        #expect(DisplayWidth.prefix("cafe\u{301}!", width: 4) == "cafe\u{301}")
        #expect(DisplayWidth.prefix("🇰🇷🇯🇵", width: 3) == "🇰🇷")
        #expect(DisplayWidth.prefix("abc", width: 0) == "")
        #expect(DisplayWidth.prefix("abc", width: 10) == "abc")
    }

    @Test func padFillsToTheWidthWithSpaces() {
        #expect(DisplayWidth.pad("ab", toWidth: 4) == "ab  ")
        #expect(DisplayWidth.pad("한", toWidth: 4) == "한  ")
        #expect(DisplayWidth.pad("toolong", toWidth: 3) == "toolong")
        #expect(DisplayWidth.pad("x", toWidth: -1) == "x")
    }

    @Test func fitGivesExactlyTheWidth() {
        #expect(DisplayWidth.fit("한국어", toWidth: 5) == "한국…")
        #expect(DisplayWidth.fit("한국어", toWidth: 4) == "한… ")
        #expect(DisplayWidth.fit("ok", toWidth: 4) == "ok  ")
    }

    @Test func truncationNeverExceedsTheWidthNorSplitsAClusterAtAnyWidth() {
        for sample in TextSamples.all {
            let clusters = Array(sample)
            for width in 0...40 {
                let truncated = DisplayWidth.truncate(sample, toWidth: width)
                #expect(DisplayWidth.of(truncated) <= width, "\(sample.debugDescription) at \(width)")
                var kept = Array(truncated)
                if kept.last == "…" && truncated != sample { kept.removeLast() }
                #expect(clusters.starts(with: kept), "\(sample.debugDescription) at \(width)")

                let prefix = DisplayWidth.prefix(sample, width: width)
                #expect(DisplayWidth.of(prefix) <= width)
                #expect(clusters.starts(with: Array(prefix)))

                let fitted = DisplayWidth.fit(sample, toWidth: width)
                #expect(DisplayWidth.of(fitted) == width, "\(sample.debugDescription) at \(width)")
            }
        }
    }
}
