import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

/// Whether `text` has Hangul in it.
func hasHangul(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
}

/// `body` run once in English and once in Korean.
func inBothLanguages<T>(_ body: () throws -> T) rethrows -> (english: T, korean: T) {
    let english = try Localization.$override.withValue(.english) { try body() }
    let korean = try Localization.$override.withValue(.korean) { try body() }
    return (english, korean)
}

/// What `body` throws as text, or "" when it throws nothing.
func thrownMessage<E: Error>(_ body: () throws(E) -> Void, _ message: (E) -> String) -> String {
    do throws(E) {
        try body()
        return ""
    } catch {
        return message(error)
    }
}

@Suite("Core errors in Korean: commands, sources, files, colors, OPML, NewsAPI")
struct KoreanCoreErrorsTests {
    @Test("a command's failures keep their English and speak Korean with the same program and numbers")
    func childProcess() {
        let timedOut = inBothLanguages { ChildProcessError.timedOut(program: "fetch-feed", seconds: 5).message }
        #expect(timedOut.english == "'fetch-feed' took longer than 5 seconds and was stopped (download-timeout)")
        #expect(hasHangul(timedOut.korean) && timedOut.korean.contains("'fetch-feed'") && timedOut.korean.contains("5"))
        let failed = inBothLanguages { ChildProcessError.failed(program: "tool", status: 2, message: "no such file").message }
        #expect(failed.english == "'tool' failed with status 2: no such file")
        #expect(hasHangul(failed.korean) && failed.korean.contains("no such file"))
        let large = inBothLanguages { ChildProcessError.outputTooLarge(program: "tool", limit: 1000).message }
        #expect(large.english == "'tool' printed more than 1000 bytes and was stopped (max-response-size)")
        #expect(large.korean.contains("1000바이트"))
    }

    @Test("shell words, exec/filter/file sources and the refusal of commands outside the urls file")
    func sourceForms() {
        let quote = inBothLanguages { thrownMessage({ () throws(ShellWords.Failure) in _ = try ShellWords.split("echo 'open") }, \.message) }
        #expect(quote.english == "a ' is opened and never closed")
        #expect(hasHangul(quote.korean))
        let filter = inBothLanguages {
            thrownMessage({ () throws(SourceKeyError) in _ = try Source(parsingKey: "filter:cmd", allowingCommands: true) }, \.message)
        }
        #expect(filter.english == "a filter source is written filter:COMMAND:URL; 'filter:cmd' has no ':' before the URL")
        #expect(hasHangul(filter.korean) && filter.korean.contains("'filter:cmd'"))
        let refused = inBothLanguages { LocalSourceForm.exec.refusal }
        #expect(refused.english.hasPrefix("exec: sources run a command"))
        #expect(hasHangul(refused.korean) && refused.korean.hasPrefix("exec:"))
    }

    @Test("a folder read as a file, and a missing HOME")
    func localFiles() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let read = inBothLanguages { thrownMessage({ () throws(LocalFileError) in _ = try LocalFile.read(folder) }, \.message) }
        #expect(read.english == "cannot read \(folder): it is a folder, not a file")
        #expect(hasHangul(read.korean) && read.korean.contains(folder))
        let home = inBothLanguages {
            thrownMessage({ () throws(BylinePathsError) in _ = try BylinePaths.dataDirectory(environment: [:]) }, \.message)
        }
        #expect(home.english.hasPrefix("HOME is not set to an absolute path"))
        #expect(hasHangul(home.korean) && home.korean.contains("XDG_DATA_HOME"))
    }

    @Test("color, highlight and ignore-article mistakes, with the word that is wrong")
    func colors() {
        let parsed = inBothLanguages {
            Configuration.parse("color listfocus nocolor blue\nhighlight all \"\" red blue\nignore-article \"\" \"title = 1\"\n").errors.map(
                \.message)
        }
        #expect(parsed.english.first?.hasPrefix("unknown color 'nocolor' (use default, ") == true)
        #expect(parsed.english.count == 3)
        #expect(parsed.korean.count == 3)
        for (english, korean) in zip(parsed.english, parsed.korean) {
            #expect(english != korean)
            #expect(hasHangul(korean), "\(korean)")
        }
        #expect(parsed.korean.first?.contains("'nocolor'") == true)
        let column = inBothLanguages { FilterError(column: 4, message: "x").description }
        #expect(column.english == "column 4: x")
        #expect(column.korean == "4열: x")
    }

    @Test("an OPML file that is not one, and an outline without an address")
    func opml() {
        let notOPML = inBothLanguages {
            thrownMessage({ () throws(SourceLineError) in _ = try OPML.parse(Data("<rss/>".utf8), fileName: "f.opml") }, \.description)
        }
        #expect(notOPML.english == "f.opml:1: not an OPML file (its root element is <rss>, not <opml>)")
        #expect(hasHangul(notOPML.korean) && notOPML.korean.hasPrefix("f.opml:1:") && notOPML.korean.contains("<rss>"))
        let outline = Data("<opml><body><outline title=\"Lost\"/></body></opml>".utf8)
        let skipped = inBothLanguages { ((try? OPML.parse(outline))?.errors.map(\.message)) ?? [] }
        #expect(skipped.english == ["outline 'Lost' has no feed address (xmlUrl); skipped"])
        #expect(skipped.korean.count == 1 && hasHangul(skipped.korean[0]) && skipped.korean[0].contains("'Lost'"))
    }

    @Test("NewsAPI sources: their mistakes and their names")
    func newsAPI() {
        let unknown = inBothLanguages {
            thrownMessage({ () throws(NewsAPIQueryError) in _ = try NewsAPIQuery(sourceLine: "newsapi:sideways?q=x") }, \.message)
        }
        #expect(unknown.english == "unknown NewsAPI endpoint 'sideways' (use newsapi:top-headlines?… or newsapi:everything?…)")
        #expect(hasHangul(unknown.korean) && unknown.korean.contains("'sideways'"))
        let page = inBothLanguages {
            thrownMessage({ () throws(NewsAPIQueryError) in try NewsAPIPaging.validate(pageSize: 500, page: nil) }, \.message)
        }
        #expect(page.english == "pageSize must be between 1 and 100, not 500")
        #expect(hasHangul(page.korean) && page.korean.contains("500"))
        let name = inBothLanguages { (try? NewsAPIQuery(sourceLine: "newsapi:everything?q=swift"))?.displayName ?? "" }
        #expect(name.english == "Everything: swift")
        #expect(hasHangul(name.korean) && name.korean.hasSuffix("swift"))
    }
}
