import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("private files")
struct LocalFileTests {
    @Test func writingCreatesPrivateFoldersAndAPrivateFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("config/byline/urls")
        try LocalFile.replace(Data("https://example.com/feed\n".utf8), at: path)
        #expect(TemporaryFolder.mode(of: folder.file("config")) == 0o700)
        #expect(TemporaryFolder.mode(of: folder.file("config/byline")) == 0o700)
        #expect(TemporaryFolder.mode(of: path) == 0o600)
        #expect(try LocalFile.read(path) == Data("https://example.com/feed\n".utf8))
    }

    @Test("a rewrite keeps the file's mode, replaces its content and leaves no temporary file")
    func rewritingKeepsTheMode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("urls")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        for mode: mode_t in [0o644, 0o640, 0o600] {
            chmod(path, mode)
            try LocalFile.replace(Data("new \(mode)\n".utf8), at: path)
            #expect(try LocalFile.read(path) == Data("new \(mode)\n".utf8))
            #expect(TemporaryFolder.mode(of: path) == mode)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["urls"])
    }

    @Test("a rewrite that holds a URL's password, or is private by nature, takes every permission from group and others")
    func credentialsMakeTheFileOwnerOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("urls")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o664)
        try LocalFile.replace(Data("https://me:pw@example.com/feed news\n".utf8), at: path)
        #expect(TemporaryFolder.mode(of: path) == 0o600)
        chmod(path, 0o644)
        try LocalFile.replace(Data("secret".utf8), at: path, ownerOnly: true)
        #expect(TemporaryFolder.mode(of: path) == 0o600)
        #expect(LocalFile.holdsURLCredentials(Data("\"https://token@example.com/x\"".utf8)))
        #expect(LocalFile.holdsURLCredentials(Data("proxy http://u:p@proxy.example:3128\n".utf8)))
        #expect(!LocalFile.holdsURLCredentials(Data("https://example.com/@user/feed mail@example.org\n".utf8)))
        #expect(!LocalFile.holdsURLCredentials(Data("https://example.com/feed?to=a@b\n".utf8)))
    }

    @Test("a symbolic link is written through, relative, chained or pointing at a file not made yet; the link stays")
    func aSymbolicLinkIsFollowedNotReplaced() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("dotfiles"), withIntermediateDirectories: true)
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: folder.file("dotfiles/urls")))
        chmod(folder.file("dotfiles/urls"), 0o640)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: "dotfiles/urls")
        try FileManager.default.createSymbolicLink(atPath: folder.file("urls"), withDestinationPath: folder.file("link"))
        try LocalFile.replace(Data("new\n".utf8), at: folder.file("urls"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("urls")) == folder.file("link"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link")) == "dotfiles/urls")
        #expect(try LocalFile.read(folder.file("dotfiles/urls")) == Data("new\n".utf8))
        #expect(TemporaryFolder.mode(of: folder.file("dotfiles/urls")) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("dotfiles")) == ["urls"])

        try FileManager.default.createSymbolicLink(atPath: folder.file("config"), withDestinationPath: "dotfiles/config")
        try LocalFile.replace(Data("new config\n".utf8), at: folder.file("config"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("config")) == "dotfiles/config")
        #expect(try LocalFile.read(folder.file("dotfiles/config")) == Data("new config\n".utf8))
        #expect(TemporaryFolder.mode(of: folder.file("dotfiles/config")) == 0o600)
        #expect(LocalFile.identity(of: folder.file("urls")) == LocalFile.identity(of: folder.file("dotfiles/../dotfiles/urls")))
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
        #expect(throws: LocalFileError.self) { try LocalFile.replace(Data("x".utf8), at: folder.file("blocker/urls")) }
    }

    @Test func importMergesIntoTheUrlsFileAndKeepsItPrivate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("byline/urls")
        let writer = URLsFileWriter(path: path)
        let first = try writer.add([try Source(parsingKey: "https://a.example.com/feed", tags: ["x"])])
        #expect(first.added.count == 1)
        let existing = try LocalFile.read(path)
        var withComment = "# mine\n".data(using: .utf8) ?? Data()
        withComment.append(existing)
        try LocalFile.replace(withComment, at: path)
        let second = try writer.add([
            try Source(parsingKey: "https://a.example.com/feed"),
            try Source(parsingKey: "https://b.example.com/feed", title: "B")
        ])
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
