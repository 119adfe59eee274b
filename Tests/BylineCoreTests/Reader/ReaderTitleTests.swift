import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// Trimming the site name from a page's `<title>`.
@Suite struct ReaderTitleTests {
    @Test func dropsTheSiteAfterTheLastSeparator() {
        #expect(
            ReaderTitle.title(from: "Rain expected all weekend in the north - Weather Desk", headings: [], h1s: [])
                == "Rain expected all weekend in the north")
    }

    @Test func dropsTheSiteBeforeTheSeparatorWhenTheRestIsTooShort() {
        #expect(
            ReaderTitle.title(from: "Weather Desk | Rain expected all weekend in the north", headings: [], h1s: [])
                == "Rain expected all weekend in the north")
    }

    @Test func keepsATitleThatIsAHeading() {
        let title = "Swift: a language for everyone who writes code"
        #expect(ReaderTitle.title(from: title, headings: [title], h1s: []) == title)
        #expect(ReaderTitle.title(from: title, headings: [], h1s: []) == "a language for everyone who writes code")
    }

    @Test func keepsTheWholeTitleWhenTrimmingLeavesFourWordsOrFewer() {
        #expect(
            ReaderTitle.title(from: "Weather Desk | Rain all weekend", headings: [], h1s: [])
                == "Weather Desk | Rain all weekend")
    }

    @Test func usesTheOnlyHeadingForAVeryShortTitle() {
        #expect(
            ReaderTitle.title(from: "Home", headings: [], h1s: ["A much longer and better article title"])
                == "A much longer and better article title")
    }

    @Test func similarityCountsTheWordsTheSecondTextAdds() {
        #expect(ReaderTitle.similarity("Bridge reopens after repairs", "bridge REOPENS after repairs") == 1)
        #expect(ReaderTitle.similarity("Bridge reopens", "Stocks fall") == 0)
    }
}
