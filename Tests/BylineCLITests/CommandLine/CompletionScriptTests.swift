import BylineTestSupport
import Foundation
import Testing

@testable import BylineCLI

@Suite("Shell completions made from the specs", .serialized)
struct CompletionScriptTests {
    /// Runs `program` with `arguments` in `directory`.
    static func shell(_ program: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, out: String, err: String) {
        let result = try SystemProgram.run(program, arguments, in: directory)
        return (result.status, result.stdout, result.stderr)
    }

    /// The script for `shell`, written to a file in `folder`.
    static func script(_ shell: String, in folder: CacheFolder) async throws -> String {
        let run = await CapturedRun.run(["completions", shell])
        #expect(run.status == 0 && run.stderr.isEmpty)
        return try folder.write("byline.\(shell)", Data(run.stdout.utf8))
    }

    /// What `_byline` offers for the command line `words` (the last one being completed),
    /// with `COMP_WORDS[0]` the real binary so source names come from it.
    static func complete(_ words: [String], script: String, in folder: CacheFolder) throws -> [String] {
        let quoted = ([BylineProcess.binary.path] + words).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let snippet = """
            source '\(script)' || exit 9
            COMP_WORDS=(\(quoted.joined(separator: " "))); COMP_CWORD=\(words.count)
            _byline
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try shell("/bin/bash", ["--norc", "--noprofile", "-c", snippet], in: folder.root)
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        return result.out.split(separator: "\n").map(String.init).sorted()
    }

    @Test("bash loads it, registers _byline for byline, and completes commands, options, choices, files and sources")
    func bash() async throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let script = try await Self.script("bash", in: folder)
        let registered = try Self.shell("/bin/bash", ["--norc", "--noprofile", "-c", "source '\(script)' && complete -p byline"])
        #expect(registered.out == "complete -F _byline byline\n")
        #expect(try Self.complete(["re"], script: script, in: folder) == ["refresh", "remove", "request"])
        #expect(try Self.complete(["--cache", "x.db", "sh"], script: script, in: folder) == ["show", "show-source"])
        #expect(try Self.complete(["list", "--li"], script: script, in: folder) == ["--limit"])
        #expect(try Self.complete(["list", "--cache", "c", "--u"], script: script, in: folder) == ["--unread", "--urls"])
        #expect(try Self.complete(["completions", ""], script: script, in: folder) == ["bash", "fish", "zsh"])
        #expect(try Self.complete(["account", "add", "--type", ""], script: script, in: folder) == ["fever", "greader"])
        #expect(try Self.complete(["help", "comp"], script: script, in: folder) == ["completions"])
        #expect(try Self.complete(["import", "byline.b"], script: script, in: folder) == ["byline.bash"])
        #expect(try Self.complete(["list", "--limit", ""], script: script, in: folder).isEmpty)
        // Sources come from the urls file the line names, through `byline __sources`.
        try folder.writeURLs(["https://one.example/feed \"~One\"", "https://two.example/rss"])
        #expect(
            try Self.complete(["--urls", folder.urls, "remove", "https://t"], script: script, in: folder)
                == ["https://two.example/rss"])
        #expect(try Self.complete(["remove", "--urls", folder.urls, ""], script: script, in: folder).isEmpty == false)
    }

    @Test("zsh parses its script")
    func zsh() async throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let script = try await Self.script("zsh", in: folder)
        let result = try Self.shell("/usr/bin/zsh", ["-n", script])
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        #expect(try String(contentsOfFile: script, encoding: .utf8).hasPrefix("#compdef byline\n"))
    }

    @Test("fish parses its script")
    func fish() async throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let script = try await Self.script("fish", in: folder)
        let result = try Self.shell("/usr/bin/fish", ["--no-config", "-n", script])
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        // And fish itself completes from it: commands, options, and choices.
        for (line, expected) in [
            ("byline li", ["list"]), ("byline list --li", ["--limit"]),
            ("byline completions ", ["bash", "fish", "zsh"]), ("byline account add --type ", ["fever", "greader"])
        ] {
            let completed = try Self.shell("/usr/bin/fish", ["--no-config", "-c", "source '\(script)'; complete -C '\(line)'"])
            let words = completed.out.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }.sorted()
            #expect(words == expected, "\(line): \(completed.out) \(completed.err)")
        }
    }

    @Test("every visible command and option is in every script; hidden commands are not")
    func complete() async throws {
        for shell in CompletionsCommand.shells {
            let text = await CapturedRun.run(["completions", shell]).stdout
            for spec in CommandRegistry.visible {
                #expect(text.contains(spec.name), "\(shell): \(spec.name)")
                for option in spec.options { #expect(text.contains(option.name), "\(shell): \(spec.name) --\(option.name)") }
            }
            #expect(!text.contains("__sources)") && !text.contains("-a __sources"), "\(shell)")
        }
    }
}
