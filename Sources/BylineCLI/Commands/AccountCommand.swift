import BylineCore
import Foundation

/// `byline account add|list|remove`: the sync accounts, kept in the accounts file beside
/// the config; passwords given on stdin go to a private file of their own.
enum AccountCommand {
    static let specs: [OptionSpec] = [
        .value("type"), .value("url"), .value("user"), .flag("password-stdin"), .value("password-command"),
    ]

    static func run(_ words: [String], context: CommandContext) async -> Int32 {
        let console = context.console
        let arguments: ParsedArguments
        switch context.scan(words, command: "account", specs: specs) {
        case .exit(let status): return status
        case .run(let parsed): arguments = parsed
        }
        let configDirectory: String
        do {
            let paths = try BylinePaths(environment: context.environment, urls: arguments.value("urls"),
                                        config: arguments.value("config"), cache: arguments.value("cache"))
            configDirectory = (paths.config as NSString).deletingLastPathComponent
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        let words = arguments.positionals
        do throws(UsageError) {
            switch words.first {
            case "add":
                let account = try AccountRequest.account(arguments, name: words.dropFirst().first, extra: words.count > 2)
                return add(account, arguments: arguments, configDirectory: configDirectory, console: console)
            case "list":
                guard words.count == 1 else { throw UsageError("'account list' takes no arguments") }
                return list(configDirectory: configDirectory, console: console)
            case "remove":
                guard words.count == 2 else { throw UsageError("say which account to remove: byline account remove NAME") }
                return await remove(words[1], arguments: arguments, context: context, configDirectory: configDirectory)
            case nil: throw UsageError("say what to do: add, list or remove")
            case let other?: throw UsageError("unknown account action '\(TextSanitizer.singleLine(other))' (expected add, list or remove)")
            }
        } catch {
            console.usage(error, usage: HelpText.usage["account"] ?? "")
            return ExitStatus.usage
        }
    }

    private static func add(_ account: SyncAccount, arguments: ParsedArguments, configDirectory: String,
                            console: Console) -> Int32 {
        var password: String?
        if arguments.has("password-stdin") {
            let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            guard !line.isEmpty else {
                console.error("no password on stdin (pipe it in: printf '%s' \"$PASSWORD\" | byline account add …)")
                return ExitStatus.failure
            }
            password = line.hasSuffix("\r") ? String(line.dropLast()) : line
        }
        let path = AccountsFile.path(inConfigDirectory: configDirectory)
        let passwords = PasswordStore(configDirectory: configDirectory)
        do {
            let replaced = try LocalFile.withExclusiveLock(forFileAt: path) { () throws(LocalFileError) -> Bool in
                var file = try AccountsFile.load(path: path).file
                let replaced = file.accounts.contains { $0.name == account.name }
                file.accounts.removeAll { $0.name == account.name }
                file.accounts.append(account)
                if let password { try passwords.save(password, for: account.name) } else { passwords.remove(account.name) }
                try file.save(path: path)
                return replaced
            }
            console.line("\(replaced ? "updated" : "added") account \(account.name) (\(account.service.rawValue), \(account.displayURL)); "
                + "run 'byline sync \(account.name)' to sync it")
            return ExitStatus.success
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
    }

    private static func list(configDirectory: String, console: Console) -> Int32 {
        do {
            let loaded = try AccountsFile.load(path: AccountsFile.path(inConfigDirectory: configDirectory))
            loaded.errors.forEach { console.error("warning: \($0.description)") }
            if loaded.file.accounts.isEmpty { console.line("no accounts (add one with 'byline account add')") }
            for account in loaded.file.accounts {
                let password = switch account.password {
                case .stored: "password stored"
                case .command(let argv): "password from \(TextSanitizer.singleLine(argv.first ?? ""))"
                }
                console.line([account.name, account.service.rawValue, TextSanitizer.singleLine(account.displayURL),
                              TextSanitizer.singleLine(account.user), password].joined(separator: "\t"))
            }
            return ExitStatus.success
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
    }

    private static func remove(_ name: String, arguments: ParsedArguments, context: CommandContext,
                               configDirectory: String) async -> Int32 {
        let console = context.console
        let path = AccountsFile.path(inConfigDirectory: configDirectory)
        do {
            let found = try LocalFile.withExclusiveLock(forFileAt: path) { () throws(LocalFileError) -> Bool in
                var file = try AccountsFile.load(path: path).file
                guard file.accounts.contains(where: { $0.name == name }) else { return false }
                file.accounts.removeAll { $0.name == name }
                try file.save(path: path)
                PasswordStore(configDirectory: configDirectory).remove(name)
                return true
            }
            guard found else {
                console.error(SyncError.unknownAccount(name).message)
                return ExitStatus.failure
            }
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        if let workspace = Workspace.load(arguments, context: context), let store = workspace.openStore(console: console) {
            do {
                let unsent = try store.pendingChanges(account: name).count
                try store.forgetAccount(name)
                if unsent > 0 { console.error("warning: \(unsent) change\(unsent == 1 ? "" : "s") not yet sent to \(name) dropped") }
            } catch {
                console.error("warning: \(error.message)")
            }
        }
        console.line("removed account \(name); its articles stay in the cache")
        return ExitStatus.success
    }
}
