import BylineCore
import BylineRefresh
import BylineText
import Foundation

/// The account `byline account add` describes, checked before anything is written.
enum AccountRequest {
    /// The account from `NAME --type --url --user (--password-stdin | --password-command)`.
    static func account(_ options: OptionValues<AccountCommand.Option>, name: String?, extra: Bool) throws(UsageError) -> SyncAccount {
        guard let name else { throw UsageError(AccountText.sayName.text) }
        guard !extra else { throw UsageError(AccountText.addTakesOneName.text) }
        if let problem = SyncAccount.problem(withName: name) { throw UsageError(problem) }
        guard let type = options.value(.type) else { throw UsageError(AccountText.typeNeeded.text) }
        guard let service = SyncAccount.Service(rawValue: type) else {
            throw UsageError(AccountText.typeInvalid(TextSanitizer.singleLine(type)))
        }
        guard let urlText = options.value(.url) else { throw UsageError(AccountText.urlNeeded.text) }
        let url: URL
        do {
            url = try AccountsFile.serverURL(urlText)
        } catch {
            throw UsageError("--url: \(error.message)")
        }
        guard let user = options.value(.user), !user.isEmpty else { throw UsageError(AccountText.userNeeded.text) }
        let password: SyncAccount.PasswordSource
        switch (options.has(.passwordStdin), options.value(.passwordCommand)) {
        case (true, nil): password = .stored
        case (false, let command?):
            let argv: [String]
            do {
                argv = try ShellWords.split(command)
            } catch {
                throw UsageError("--password-command: \(error.message)")
            }
            guard !argv.isEmpty else { throw UsageError(AccountText.passwordCommandEmpty.text) }
            password = .command(argv)
        case (true, _?): throw UsageError(AccountText.choosePasswordSource.text)
        case (false, nil): throw UsageError(AccountText.sayPasswordSource.text)
        }
        return SyncAccount(name: name, service: service, url: url, user: user, password: password)
    }
}
