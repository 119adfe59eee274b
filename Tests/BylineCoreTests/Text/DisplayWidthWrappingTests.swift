import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite struct DisplayWidthWrappingTests {
    @Test func wrapsLatinTextAtSpaces() {
        #expect(
            DisplayWidth.wrap("The quick brown fox jumps over the lazy dog", width: 10)
                == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
    }

    @Test func wrapsKoreanAtSpacesOnly() {
        #expect(DisplayWidth.wrap("한국어 뉴스 제목입니다", width: 12) == ["한국어 뉴스", "제목입니다"])
        #expect(DisplayWidth.wrap("대한민국 서울특별시", width: 10) == ["대한민국", "서울특별시"])
    }

    @Test func wrapsJapaneseBetweenAnyCharacters() {
        #expect(DisplayWidth.wrap("日本語の文章です", width: 6) == ["日本語", "の文章", "です"])
    }

    @Test func keepsClosingPunctuationOffTheStartOfALine() {
        #expect(DisplayWidth.wrap("これは文章。次の文", width: 10) == ["これは文", "章。次の文"])
        #expect(DisplayWidth.wrap("「引用」です", width: 4) == ["「引", "用」", "です"])
    }

    @Test func hardBreaksWordsLongerThanTheLine() {
        #expect(DisplayWidth.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(DisplayWidth.wrap("go 한국어가나다", width: 5) == ["go", "한국", "어가", "나다"])
    }

    @Test func breaksAfterHyphensInsideWords() {
        #expect(DisplayWidth.wrap("state-of-the-art design", width: 10) == ["state-of-", "the-art", "design"])
    }

    @Test func keepsNewlinesAndEmptyLines() {
        #expect(DisplayWidth.wrap("one\n\ntwo\r\nthree", width: 10) == ["one", "", "two", "three"])
        #expect(DisplayWidth.wrap("", width: 10) == [""])
    }

    @Test func repeatsModestIndentationOnContinuationLines() {
        #expect(DisplayWidth.wrap("  indented words go here", width: 12) == ["  indented", "  words go", "  here"])
        #expect(DisplayWidth.wrap("        deep indent", width: 10) == ["deep", "indent"])
    }

    @Test func noBreakSpacesDoNotBreak() {
        #expect(DisplayWidth.wrap("10\u{A0}km away", width: 6) == ["10\u{A0}km", "away"])
    }

    @Test func dropsSpacesAtWrapPoints() {
        #expect(DisplayWidth.wrap("aaa     bbb", width: 5) == ["aaa", "bbb"])
        #expect(DisplayWidth.wrap("word   ", width: 10) == ["word"])
    }

    @Test func aWideClusterOnAOneColumnLineBecomesAnEllipsis() {
        #expect(DisplayWidth.wrap("a한b", width: 1) == ["a", "…", "b"])
        #expect(DisplayWidth.wrap("🇰🇷", width: 1) == ["…"])
    }

    @Test func nonPositiveWidthsGiveNoLines() {
        #expect(DisplayWidth.wrap("anything", width: 0).isEmpty)
        #expect(DisplayWidth.wrap("anything", width: -5).isEmpty)
    }

    @Test func linesNeverExceedTheWidthNorSplitClustersAtAnyWidth() {
        for sample in TextSamples.all {
            let expected = Array(sample).filter { $0 != " " }
            for width in 1...40 {
                let lines = DisplayWidth.wrap(sample, width: width)
                for line in lines {
                    #expect(DisplayWidth.of(line) <= width, "\(sample.debugDescription) at \(width): \(line.debugDescription)")
                    #expect(line.last != " ")
                }
                // Joining the lines' clusters gives back the input's clusters: nothing split, lost or added.
                let joined = lines.flatMap { Array($0) }.filter { $0 != " " }
                let wanted = width >= 2 ? expected : expected.map { DisplayWidth.of($0) > 1 ? "…" : $0 }
                #expect(joined == wanted, "\(sample.debugDescription) at \(width): \(lines)")
            }
        }
    }
}
