import BylineCore
import BylineRefresh
import BylineText
import Foundation

/// `byline account add|list|remove`: the sync accounts, kept in the accounts file beside
/// the config; passwords given on stdin go to a private file of their own.
enum AccountCommand {
    /// The declaration `byline account` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "account", summary: CommandHelpText.accountSummary.text,
            arguments: [
                .required("add|list|remove", help: OptionHelpText.accountAction.text, completion: .choices(["add", "list", "remove"])),
                .optional("NAME", help: OptionHelpText.accountName.text)
            ],
            options: Option.self,
            details: CommandHelpText.accountDetails.text,
            examples: [
                .init(
                    command: "printf '%s' \"$PW\" | byline account add home --type fever --url https://rss.example --user me --password-stdin",
                    effect: CommandHelpText.accountExample.text)
            ],
            run: run)
    }

    /// `byline account`'s options.
    enum Option: String, CommandOption {
        case type, url, user, passwordStdin = "password-stdin", passwordCommand = "password-command"

        var spec: OptionSpec {
            switch self {
            case .type: .value(rawValue, "TYPE", help: OptionHelpText.accountType.text, completion: .choices(["greader", "fever"]))
            case .url: .value(rawValue, "URL", help: OptionHelpText.accountURL.text)
            case .user: .value(rawValue, "USER", help: OptionHelpText.accountUser.text)
            case .passwordStdin: .flag(rawValue, help: OptionHelpText.accountPasswordStdin.text)
            case .passwordCommand: .value(rawValue, "CMD", help: OptionHelpText.accountPasswordCommand.text)
            }
        }
    }

    /// Runs the action the first word names.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let configDirectory = try invocation.paths().accountsFolder
        let words = invocation.positionals
        switch words.first {
        case "add":
            let account: SyncAccount
            do {
                account = try AccountRequest.account(options, name: words.dropFirst().first, extra: words.count > 2)
            } catch {
                throw .usage(error)
            }
            return add(account, options: options, configDirectory: configDirectory, console: console)
        case "list":
            guard words.count == 1 else { throw .usage(AccountText.listTakesNoArguments.text) }
            return list(configDirectory: configDirectory, console: console)
        case "remove":
            guard words.count == 2 else { throw .usage(AccountText.sayWhichToRemove.text) }
            return await remove(words[1], invocation: invocation, configDirectory: configDirectory)
        case let other:
            throw .usage(AccountText.unknownAction(TextSanitizer.singleLine(other ?? "")))
        }
    }

    private static func add(
        _ account: SyncAccount, options: OptionValues<Option>, configDirectory: String,
        console: Console
    ) -> Int32 {
        var password: String?
        if options.has(.passwordStdin) {
            let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            guard !line.isEmpty else {
                console.error(AccountText.noPasswordOnStdin.text)
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
            console.line((replaced ? AccountText.updated : AccountText.added)(account.name, account.service.rawValue, account.displayURL))
            return ExitStatus.success
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
    }

    private static func list(configDirectory: String, console: Console) -> Int32 {
        do {
            let loaded = try AccountsFile.load(path: AccountsFile.path(inConfigDirectory: configDirectory))
            loaded.errors.forEach { console.error(CommandOutputText.warning($0.description)) }
            if loaded.file.accounts.isEmpty { console.line(AccountText.noAccounts.text) }
            for account in loaded.file.accounts {
                let password =
                    switch account.password {
                    case .stored: AccountText.passwordStored.text
                    case .command(let argv): AccountText.passwordFrom(TextSanitizer.singleLine(argv.first ?? ""))
                    }
                console.line(
                    [
                        account.name, account.service.rawValue, TextSanitizer.singleLine(account.displayURL),
                        TextSanitizer.singleLine(account.user), password
                    ].joined(separator: "\t"))
            }
            return ExitStatus.success
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
    }

    private static func remove(_ name: String, invocation: Invocation, configDirectory: String) async -> Int32 {
        let console = invocation.console
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
        if let store = try? invocation.store().1 {
            do {
                let unsent = try store.pendingChanges(account: name).count
                try store.forgetAccount(name)
                if unsent > 0 { console.error(unsent == 1 ? AccountText.changeDropped(name) : AccountText.changesDropped(unsent, name)) }
            } catch {
                console.error(CommandOutputText.warning(error.message))
            }
        }
        console.line(AccountText.removed(name))
        return ExitStatus.success
    }
}
