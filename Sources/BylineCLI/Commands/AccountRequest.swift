import BylineCore
import Foundation

/// The account `byline account add` describes, checked before anything is written.
enum AccountRequest {
    /// The account from `NAME --type --url --user (--password-stdin | --password-command)`.
    static func account(_ arguments: ParsedArguments, name: String?, extra: Bool) throws(UsageError) -> SyncAccount {
        guard let name else { throw UsageError("say the account's name: byline account add NAME --type … --url … --user …") }
        guard !extra else { throw UsageError("'account add' takes one name; give the rest as options") }
        if let problem = SyncAccount.problem(withName: name) { throw UsageError(problem) }
        guard let type = arguments.value("type") else { throw UsageError("--type is needed: greader or fever") }
        guard let service = SyncAccount.Service(rawValue: type) else {
            throw UsageError("--type must be greader or fever, not '\(TextSanitizer.singleLine(type))'")
        }
        guard let urlText = arguments.value("url") else { throw UsageError("--url is needed (the API's address)") }
        let url: URL
        do {
            url = try AccountsFile.serverURL(urlText)
        } catch {
            throw UsageError("--url: \(error.message)")
        }
        guard let user = arguments.value("user"), !user.isEmpty else { throw UsageError("--user is needed") }
        let password: SyncAccount.PasswordSource
        switch (arguments.has("password-stdin"), arguments.value("password-command")) {
        case (true, nil): password = .stored
        case (false, let command?):
            let argv: [String]
            do {
                argv = try ShellWords.split(command)
            } catch {
                throw UsageError("--password-command: \(error.message)")
            }
            guard !argv.isEmpty else { throw UsageError("--password-command is empty") }
            password = .command(argv)
        case (true, _?): throw UsageError("choose one of --password-stdin and --password-command")
        case (false, nil): throw UsageError("say where the password comes from: --password-stdin or --password-command CMD")
        }
        return SyncAccount(name: name, service: service, url: url, user: user, password: password)
    }
}
