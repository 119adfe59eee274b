import Foundation

/// The `~/.netrc` file as curl, HTTPie and newsboat read it: `machine HOST login USER
/// password PASS` entries, an optional `default` entry, and `macdef` blocks (skipped).
public struct Netrc: Sendable, Equatable {
    /// The credentials by host (lowercased), and the `default` entry's under "".
    public private(set) var entries: [String: BasicCredentials] = [:]

    /// Parses the text of a netrc file; entries without a login are ignored.
    public init(parsing text: String) {
        var tokens = Self.tokens(text)[...]
        var host: String?
        var login: String?
        var password: String?
        func flush() {
            if let host, let login, entries[host] == nil {
                entries[host] = BasicCredentials(user: login, password: password ?? "")
            }
            host = nil
            login = nil
            password = nil
        }
        while let token = tokens.popFirst() {
            switch token {
            case "machine":
                flush()
                host = tokens.popFirst()?.lowercased()
            case "default":
                flush()
                host = ""
            case "login": login = tokens.popFirst()
            case "password": password = tokens.popFirst()
            case "account": _ = tokens.popFirst()
            case "macdef":
                flush()
                _ = tokens.popFirst()
            default: continue
            }
        }
        flush()
    }

    /// The credentials for `host`, else the default entry's, else nil.
    public func credentials(for host: String) -> BasicCredentials? {
        entries[host.lowercased()] ?? entries[""]
    }

    /// The netrc file the environment names (`NETRC`, else `$HOME/.netrc`), read and parsed;
    /// nil when there is none or it cannot be read.
    public static func load(environment: [String: String]) -> Netrc? {
        let path = environment["NETRC"] ?? environment["HOME"].map { $0 + "/.netrc" }
        guard let path, let data = FileManager.default.contents(atPath: path) else { return nil }
        return Netrc(parsing: String(decoding: data, as: UTF8.self))
    }

    /// Whitespace-separated words; `"quoted words"` stay one token; a `macdef` body (up to
    /// a blank line) is dropped so its commands are not read as entries.
    private static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        var skippingMacro = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if skippingMacro {
                if line.trimmingCharacters(in: .whitespaces).isEmpty { skippingMacro = false }
                continue
            }
            var current = ""
            var quoted = false
            var inToken = false
            for character in line {
                if character == "\"" {
                    quoted.toggle()
                    inToken = true
                } else if character.isWhitespace && !quoted {
                    if inToken { result.append(current) }
                    current = ""
                    inToken = false
                } else {
                    current.append(character)
                    inToken = true
                }
            }
            if inToken { result.append(current) }
            if result.suffix(2).first == "macdef" { skippingMacro = true }
        }
        return result
    }
}
