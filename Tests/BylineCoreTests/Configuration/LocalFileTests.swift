import Foundation
import Testing
@testable import BylineCore

@Suite("private files")
struct LocalFileTests {
    @Test func writingCreatesPrivateFoldersAndAPrivateFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("config/byline/urls")
        try LocalFile.writePrivately(Data("https://example.com/feed\n".utf8), to: path)
        #expect(TemporaryFolder.mode(of: folder.file("config")) == 0o700)
        #expect(TemporaryFolder.mode(of: folder.file("config/byline")) == 0o700)
        #expect(TemporaryFolder.mode(of: path) == 0o600)
        #expect(try LocalFile.read(path) == Data("https://example.com/feed\n".utf8))
    }

    @Test func rewritingReplacesTheContentAndLeavesNoTemporaryFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("urls")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o644)
        try LocalFile.writePrivately(Data("new\n".utf8), to: path)
        #expect(try LocalFile.read(path) == Data("new\n".utf8))
        #expect(TemporaryFolder.mode(of: path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["urls"])
    }

    @Test func aSymbolicLinkIsFollowedNotReplaced() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("dotfiles"), withIntermediateDirectories: true)
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: folder.file("dotfiles/urls")))
        try FileManager.default.createSymbolicLink(atPath: folder.file("urls"), withDestinationPath: folder.file("dotfiles/urls"))
        try LocalFile.writePrivately(Data("new\n".utf8), to: folder.file("urls"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("urls")) == folder.file("dotfiles/urls"))
        #expect(try LocalFile.read(folder.file("dotfiles/urls")) == Data("new\n".utf8))
    }

    @Test func existingFoldersKeepTheirMode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        chmod(folder.path, 0o755)
        try LocalFile.makePrivateDirectory(folder.path)
        #expect(TemporaryFolder.mode(of: folder.path) == 0o755)
    }

    @Test func readingReportsMissingFoldersAndOversizedFilesInWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try LocalFile.readIfPresent(folder.file("missing")) == nil)
        #expect(throws: LocalFileError.self) { try LocalFile.read(folder.file("missing")) }
        do {
            _ = try LocalFile.read(folder.path)
            Issue.record("a folder was read as a file")
        } catch {
            #expect(error.message.contains("it is a folder"))
        }
        try Data(repeating: 0x41, count: 3 << 20).write(to: URL(fileURLWithPath: folder.file("big")))
        do {
            _ = try LocalFile.read(folder.file("big"), limit: 1 << 20)
            Issue.record("an oversized file was read")
        } catch {
            #expect(error.message.contains("larger than 1 MiB"))
        }
    }

    @Test func aFileInTheWayOfAFolderIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data().write(to: URL(fileURLWithPath: folder.file("blocker")))
        #expect(throws: LocalFileError.self) { try LocalFile.writePrivately(Data("x".utf8), to: folder.file("blocker/urls")) }
    }

    @Test func importMergesIntoTheUrlsFileAndKeepsItPrivate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("byline/urls")
        let first = try URLsFile.importSources([try Source(parsingKey: "https://a.example.com/feed", tags: ["x"])], intoFileAt: path)
        #expect(first.added.count == 1)
        let existing = try LocalFile.read(path)
        var withComment = "# mine\n".data(using: .utf8) ?? Data()
        withComment.append(existing)
        try LocalFile.writePrivately(withComment, to: path)
        let second = try URLsFile.importSources([try Source(parsingKey: "https://a.example.com/feed"),
                                                 try Source(parsingKey: "https://b.example.com/feed", title: "B")], intoFileAt: path)
        #expect(second.added.map(\.key) == ["https://b.example.com/feed"])
        let text = String(decoding: try LocalFile.read(path), as: UTF8.self)
        #expect(text == "# mine\nhttps://a.example.com/feed x\nhttps://b.example.com/feed \"~B\"\n")
        #expect(TemporaryFolder.mode(of: path) == 0o600)
        #expect(TemporaryFolder.mode(of: folder.file("byline")) == 0o700)
        let loaded = try URLsFile.load(path: path)
        #expect(loaded.sources.map(\.key) == ["https://a.example.com/feed", "https://b.example.com/feed"])
        #expect(try URLsFile.load(path: folder.file("none")) == ParsedSources())
    }
}
