import BylineTestSupport
import Foundation
import Testing

/// `byline save`, run as a process: files that are never overwritten without --force, one
/// safe name each, and two saves at once that do not clobber each other.
@Suite("byline save, run as a process", .serialized)
struct SaveProcessTests {
    private static func folderFiles(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    @Test("a second save of the same article leaves the file as it is and says so; --force overwrites")
    func neverOverwrites() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let out = folder.root.appendingPathComponent("notes").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let first = try folder.run(["save", "1", out])
        #expect(first.status == 0, "\(first.stderr)")
        let name = try #require(try Self.folderFiles(out).first)
        let path = (out as NSString).appendingPathComponent(name)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("---\ntitle: \"Welcome to Byline 👋 — start here\"\nlink: \"https://byline.example.org/welcome\""))
        #expect(text.contains("\nsource: \"Byline\"\n---\n\n# Welcome to Byline 👋 — start here\n"))
        try "my own notes\n".write(toFile: path, atomically: false, encoding: .utf8)
        let second = try folder.run(["save", "1", out])
        #expect(second.status == 1)
        #expect(second.stderr == "byline: \(path) is there already; not overwritten (--force overwrites)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my own notes\n")
        let forced = try folder.run(["save", "--force", "--format", "text", "1", out])
        #expect(forced.status == 0)
        #expect(try Self.folderFiles(out).sorted() == [name, name.replacingOccurrences(of: ".md", with: ".txt")].sorted())
        let plain = try String(contentsOfFile: path.replacingOccurrences(of: ".md", with: ".txt"), encoding: .utf8)
        #expect(plain.hasPrefix("Title: Welcome to Byline 👋 — start here\nLink: https://byline.example.org/welcome\n"))
    }

    @Test("two processes saving the same articles at once write each file once and whole")
    func concurrentSaves() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let out = folder.root.appendingPathComponent("kept").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        _ = try folder.run(["list"])
        let ids = (1...12).map(String.init)
        let one = try folder.start(["save"] + ids + [out])
        let other = try folder.start(["save"] + ids + [out])
        let results = [one.wait(), other.wait()]
        let savedLines = results.flatMap { $0.stdout.split(separator: "\n").filter { $0.hasPrefix("saved ") } }
        let skippedLines = results.flatMap { $0.stderr.split(separator: "\n").filter { $0.hasSuffix("(--force overwrites)") } }
        #expect(savedLines.count == 12)
        #expect(skippedLines.count == 12)
        let files = try Self.folderFiles(out)
        #expect(files.count == 12, "no temporary file is left: \(files)")
        for file in files {
            let text = try String(contentsOfFile: (out as NSString).appendingPathComponent(file), encoding: .utf8)
            #expect(text.hasPrefix("---\ntitle: ") && text.hasSuffix("\n"))
            #expect(!file.hasPrefix(".") && !file.contains("/"))
        }
    }

    @Test("save-format and save-command: the command gets the saved file's path as one word, each time")
    func saveCommand() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let out = folder.root.appendingPathComponent("with space; $(x)").path
        let copies = folder.root.appendingPathComponent("copies").path
        for path in [out, copies] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        try folder.writeConfig("save-format text\nsave-command cp %f \(copies)\n")
        for id in ["1", "2"] {
            let result = try folder.run(["save", id, out])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let saved = try Self.folderFiles(out)
        #expect(saved.count == 2 && saved.allSatisfy { $0.hasSuffix(".txt") })
        #expect(try Self.folderFiles(copies) == saved)
        try folder.writeConfig("save-command false\n")
        let failing = try folder.run(["save", "3", out])
        #expect(failing.status == 1)
        #expect(failing.stderr.hasPrefix("byline: save-command: "))
    }
}
