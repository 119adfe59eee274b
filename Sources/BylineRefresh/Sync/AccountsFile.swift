import BylineCore
import BylineText
import Foundation

/// The accounts file beside the config (`$XDG_CONFIG_HOME/byline/accounts`): one account
/// per line, `NAME TYPE URL USER stored` or `NAME TYPE URL USER command "ARGV…"`, with
/// `#` comments. It never holds a password: `stored` means the password is in its own
/// private file (see ``PasswordStore``), `command` that a command prints it.
public struct AccountsFile: Sendable, Equatable {
    /// The accounts, in file order.
    public var accounts: [SyncAccount]

    /// A file with these accounts.
    public init(accounts: [SyncAccount] = []) {
        self.accounts = accounts
    }

    /// The path of the accounts file for a config folder.
    public static func path(inConfigDirectory directory: String) -> String {
        directory + "/accounts"
    }

    /// The accounts in `text`, and one error (with its line number) for each line that cannot be used.
    public static func parse(_ text: String) -> (file: AccountsFile, errors: [AccountsFileError]) {
        var accounts: [SyncAccount] = []
        var errors: [AccountsFileError] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            do throws(AccountsFileError) {
                if let account = try parseLine(String(line), number: index + 1) {
                    if accounts.contains(where: { $0.name == account.name }) {
                        throw AccountsFileError(line: index + 1, SyncAccountText.namedTwice(account.name))
                    }
                    accounts.append(account)
                }
            } catch {
                errors.append(error)
            }
        }
        return (AccountsFile(accounts: accounts), errors)
    }

    private static func parseLine(_ line: String, number: Int) throws(AccountsFileError) -> SyncAccount? {
        let tokens: [String]
        do {
            tokens = try LineTokenizer.tokens(line).map(\.text)
        } catch {
            throw AccountsFileError(line: number, SyncAccountText.quoteOpen.text)
        }
        guard !tokens.isEmpty else { return nil }
        guard tokens.count >= 5 else {
            throw AccountsFileError(line: number, SyncAccountText.expectedFields(tokens.count))
        }
        let name = tokens[0]
        if let problem = SyncAccount.problem(withName: name) { throw AccountsFileError(line: number, problem) }
        guard let service = SyncAccount.Service(rawValue: tokens[1]) else {
            throw AccountsFileError(line: number, SyncAccountText.unknownType(TextSanitizer.singleLine(tokens[1])))
        }
        let url: URL
        do {
            url = try AccountsFile.serverURL(tokens[2])
        } catch {
            throw AccountsFileError(line: number, error.message)
        }
        let password: SyncAccount.PasswordSource
        switch tokens[4] {
        case "stored" where tokens.count == 5: password = .stored
        case "command" where tokens.count == 6:
            let argv: [String]
            do {
                argv = try ShellWords.split(tokens[5])
            } catch {
                throw AccountsFileError(line: number, SyncAccountText.passwordCommand(error.message))
            }
            guard !argv.isEmpty else { throw AccountsFileError(line: number, SyncAccountText.passwordCommandEmpty.text) }
            password = .command(argv)
        default:
            throw AccountsFileError(line: number, SyncAccountText.expectedStoredOrCommand.text)
        }
        return SyncAccount(name: name, service: service, url: url, user: tokens[3], password: password)
    }

    /// A server URL as a person typed it: absolute http or https with a host, no user info.
    public static func serverURL(_ text: String) throws(SyncError) -> URL {
        if let typed = URLComponents(string: text), typed.user != nil || typed.password != nil {
            throw .invalidAccount(SyncAccountText.credentialsInURL.text)
        }
        let endpoint: Endpoint
        do {
            endpoint = try Endpoint(urlString: text)
        } catch {
            throw .invalidAccount(error.message)
        }
        guard let url = try? endpoint.url() else { throw .invalidAccount(SyncAccountText.invalidURL(URLRedaction.redacted(text))) }
        return url
    }

    /// The file's text: a header comment, then one line per account.
    public var text: String {
        var lines = ["# Byline sync accounts: NAME TYPE URL USER stored|command \"ARGV\" (no passwords here)"]
        for account in accounts {
            var words = [account.name, account.service.rawValue, account.url.absoluteString, account.user]
            switch account.password {
            case .stored: words.append("stored")
            case .command(let argv): words += ["command", ShellWords.join(argv)]
            }
            lines.append(words.map { LineTokenizer.quoted($0) }.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads the file at `path` (missing: no accounts).
    public static func load(path: String) throws(LocalFileError) -> (file: AccountsFile, errors: [AccountsFileError]) {
        guard let data = try LocalFile.readIfPresent(path) else { return (AccountsFile(), []) }
        return parse(String(decoding: data, as: UTF8.self))
    }

    /// Writes the file at `path` atomically, keeping its mode and links (see
    /// ``LocalFile/replace(_:at:ownerOnly:)``); callers hold its lock and read it under it.
    public func save(path: String) throws(LocalFileError) {
        try LocalFile.replace(Data(text.utf8), at: path)
    }
}

/// A line of the accounts file that cannot be used, with its number.
public struct AccountsFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// What is wrong, in words.
    public var message: String

    /// An error for `line`.
    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    /// `accounts line N: message`.
    public var description: String { SyncAccountText.accountsLine(line, message) }
}
