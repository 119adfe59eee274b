import BylineCore
import BylineText
import Foundation

/// One account on a sync server, as the accounts file describes it (never its password).
public struct SyncAccount: Sendable, Hashable {
    /// Which API the server speaks.
    public enum Service: String, Sendable, Hashable, CaseIterable {
        /// The Google Reader API (FreshRSS's `/api/greader.php`, Miniflux, The Old Reader).
        case greader
        /// The Fever API (FreshRSS's `/api/fever.php`, Miniflux, Tiny Tiny RSS, Coldsweat).
        case fever
    }

    /// Where the password comes from when a sync needs it.
    public enum PasswordSource: Sendable, Hashable {
        /// A private file beside the accounts file (see ``PasswordStore``).
        case stored
        /// A command run with these arguments (no shell); its first output line is the password.
        case command([String])
    }

    /// The account's name, used in commands and source keys (letters, digits, `.`, `_`, `-`).
    public var name: String
    /// The API.
    public var service: Service
    /// The API's base URL (`https://rss.example.org/api/greader.php`, `http://host/fever`).
    public var url: URL
    /// The user name (Coldsweat: the e-mail address).
    public var user: String
    /// Where the password comes from.
    public var password: PasswordSource

    /// An account from its parts.
    public init(name: String, service: Service, url: URL, user: String, password: PasswordSource) {
        self.name = name
        self.service = service
        self.url = url
        self.user = user
        self.password = password
    }

    /// The reason `name` cannot name an account, or nil when it can.
    public static func problem(withName name: String) -> String? {
        guard !name.isEmpty else { return SyncAccountText.nameEmpty.text }
        guard name.count <= 64 else { return SyncAccountText.nameTooLong.text }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        guard name.allSatisfy(allowed.contains), let first = name.first, first.isLetter || first.isNumber else {
            return SyncAccountText.nameCharacters(TextSanitizer.singleLine(name))
        }
        return nil
    }

    /// The URL as text, for lists and messages (user info and query secrets masked).
    public var displayURL: String { URLRedaction.redacted(url.absoluteString) }
}
