import BylineCore
import BylineText
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The passwords given with `--password-stdin`: one file per account in a private folder
/// beside the accounts file (`passwords/NAME`, folder 0700, file 0600 from the moment it is
/// created), never in the accounts, urls or config file.
public struct PasswordStore: Sendable {
    /// The folder holding the password files.
    public let directory: String

    /// The store for a config folder.
    public init(configDirectory: String) {
        directory = configDirectory + "/passwords"
    }

    /// The file holding the password of `account`.
    public func path(for account: String) -> String {
        directory + "/" + account
    }

    /// Saves `password` for `account`, replacing any older one atomically.
    public func save(_ password: String, for account: String) throws(LocalFileError) {
        try LocalFile.makePrivateDirectory(directory)
        try LocalFile.replace(Data(password.utf8), at: path(for: account), ownerOnly: true)
    }

    /// The stored password of `account`, or nil when none is stored.
    public func password(for account: String) throws(LocalFileError) -> String? {
        try LocalFile.readIfPresent(path(for: account), limit: 64 * 1024).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Forgets the password of `account` (nothing happens when none is stored).
    public func remove(_ account: String) {
        unlink(path(for: account))
    }

    /// The password for `account`: the stored one, or the first line its command prints.
    public func resolve(_ account: SyncAccount, timeout: TimeInterval = PasswordCommand.defaultTimeout) throws(SyncError) -> String {
        switch account.password {
        case .stored:
            let stored: String?
            do {
                stored = try password(for: account.name)
            } catch {
                throw .password(SyncAccountText.passwordUnreadable(account.name, error.message))
            }
            guard let stored, !stored.isEmpty else {
                throw .password(SyncAccountText.noPassword(account.name))
            }
            return stored
        case .command(let argv):
            return try PasswordCommand.run(argv, account: account.name, timeout: timeout)
        }
    }
}
