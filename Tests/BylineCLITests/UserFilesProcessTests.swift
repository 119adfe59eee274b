import BylineTestSupport
import Foundation
import Testing

/// The files Byline rewrites for the user (the urls file after a permanent redirect, the
/// config's newsboat block, the accounts file) keep their mode, their symbolic links and
/// their owner's other lines, as processes see them.
@Suite("rewritten user files keep their mode and links, run as a process", .serialized)
struct UserFilesProcessTests {
    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }

    static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType == .typeSymbolicLink
    }

    /// The names in `folder`, so a test can see no temporary file was left behind.
    static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("a 301 rewrites a 0600 urls file holding a password and it stays 0600, twice")
    func movedFeedKeepsAPrivateFilePrivate() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let farm = try MovingFeeds()
        defer { farm.stop() }
        farm.move(round: 0)
        let login = "http://reader:s3cret@127.0.0.1:\(farm.server.port)"
        try folder.writeURLs(["# mine", "\(login)/mv/0/0 news \"~Private\"", "\(login)/mv/0/1"])
        chmod(folder.urls, 0o600)
        for _ in 0..<2 {
            let result = try folder.run(["refresh"])
            #expect(result.status == 0, "\(result.allOutput)")
            #expect(!result.allOutput.contains("s3cret"))
        }
        #expect(
            try String(contentsOfFile: folder.urls, encoding: .utf8)
                == "# mine\n\(login)/new/0/0 news \"~Private\"\n\(login)/new/0/1\n")
        #expect(Self.mode(folder.urls) == 0o600)
        #expect(try folder.list().count == 2 * farm.items)
    }

    @Test("a 301 rewrites the target of a symlinked urls file, the link stays a link, and no temporary file is left")
    func movedFeedWritesThroughASymlink() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let farm = try MovingFeeds()
        defer { farm.stop() }
        farm.move(round: 0)
        let dotfiles = folder.root.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("urls").path
        try Data("\(farm.url("mv", round: 0, number: 0)) news\n".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o640)
        try FileManager.default.createSymbolicLink(atPath: folder.urls, withDestinationPath: "dotfiles/urls")

        let result = try folder.run(["refresh"])
        #expect(result.status == 0, "\(result.allOutput)")
        #expect(Self.isLink(folder.urls))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.urls) == "dotfiles/urls")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "\(farm.url("new", round: 0, number: 0)) news\n")
        #expect(Self.mode(target) == 0o640)
        #expect(Self.names(in: dotfiles) == ["urls"])
        #expect(!Self.names(in: folder.root).contains { $0.hasPrefix(".urls") })
        // The next refresh asks the new address straight away.
        let again = try folder.run(["refresh"])
        #expect(again.stdout.contains("no new articles"), "\(again.allOutput)")
    }

    @Test("import --from-newsboat writes its block through a symlinked config and keeps its mode")
    func newsboatBlockKeepsTheConfigsModeAndLink() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let newsboat = folder.root.appendingPathComponent("newsboat")
        try FileManager.default.createDirectory(at: newsboat, withIntermediateDirectories: true)
        try Data("auto-reload yes\n".utf8).write(to: newsboat.appendingPathComponent("config"))
        try Data("https://example.org/feed.xml\n".utf8).write(to: newsboat.appendingPathComponent("urls"))
        let real = folder.root.appendingPathComponent("real-config").path
        try Data("# my settings\nshow-read-articles no\n".utf8).write(to: URL(fileURLWithPath: real))
        chmod(real, 0o640)
        try FileManager.default.createSymbolicLink(atPath: folder.config, withDestinationPath: real)

        for _ in 0..<2 {
            let result = try folder.run(["import", "--from-newsboat", newsboat.path])
            #expect(result.status == 0, "\(result.allOutput)")
        }
        #expect(Self.isLink(folder.config))
        let text = try String(contentsOfFile: real, encoding: .utf8)
        #expect(text.hasPrefix("# my settings\nshow-read-articles no\n"))
        #expect(text.contains("auto-reload yes"))
        #expect(Self.mode(real) == 0o640)
    }

    @Test("account add and remove keep a symlinked accounts file's link and mode")
    func accountsFileKeepsModeAndLink() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let real = folder.root.appendingPathComponent("real-accounts").path
        try Data("# mine\n".utf8).write(to: URL(fileURLWithPath: real))
        chmod(real, 0o640)
        let accounts = folder.root.appendingPathComponent("accounts").path
        try FileManager.default.createSymbolicLink(atPath: accounts, withDestinationPath: real)
        for name in ["home", "work"] {
            let result = try folder.run([
                "account", "add", name, "--type", "fever", "--url", "http://127.0.0.1:9/fever",
                "--user", "me", "--password-command", "echo pw"
            ])
            #expect(result.status == 0, "\(result.allOutput)")
        }
        let removed = try folder.run(["account", "remove", "home"])
        #expect(removed.status == 0, "\(removed.allOutput)")
        #expect(Self.isLink(accounts))
        #expect(Self.mode(real) == 0o640)
        let text = try String(contentsOfFile: real, encoding: .utf8)
        #expect(text.contains("work fever") && !text.contains("home fever"), "\(text)")
    }

    @Test("adding a feed with a password to a 0644 urls file makes it 0600; one without keeps 0644")
    func credentialsMakeTheFilePrivate() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer(routes: [
            "/feed": .text(FeedBuilder.rss(title: "F", items: FeedItem.numbered("f", count: 1)), contentType: "application/rss+xml")
        ])
        defer { server.stop() }
        try folder.writeURLs(["# mine"])
        chmod(folder.urls, 0o644)
        let plain = try folder.run(["add", server.urlString("/feed")])
        #expect(plain.status == 0, "\(plain.allOutput)")
        #expect(Self.mode(folder.urls) == 0o644)
        let login = "http://me:pw4feed@127.0.0.1:\(server.port)/feed?private"
        let secret = try folder.run(["add", login])
        #expect(secret.status == 0, "\(secret.allOutput)")
        #expect(!secret.allOutput.contains("pw4feed"))
        #expect(Self.mode(folder.urls) == 0o600)
    }
}
