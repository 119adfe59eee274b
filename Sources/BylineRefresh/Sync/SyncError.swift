import BylineCore
import BylineText
import Foundation

/// Why an account could not be set up or synced; every case is one line a person can act on,
/// and none holds a password, token or API key.
public enum SyncError: Error, Sendable, Equatable {
    /// The account's settings are unusable (the words say why).
    case invalidAccount(String)
    /// No account has this name.
    case unknownAccount(String)
    /// The password could not be had: no stored file, or the password command failed.
    case password(String)
    /// The server could not be reached at all.
    case unreachable(String)
    /// The server refused the credentials, with its own words when it gave any.
    case unauthorized(String)
    /// The server answered with an error status, or not in its API's shape.
    case server(String)
    /// The cache could not be read or written.
    case store(String)
    /// The sync reached one of its bounds (``SyncLimits``); the words name the setting.
    case limitReached(String)

    /// One line a person can act on.
    public var message: String {
        switch self {
        case .invalidAccount(let reason): reason
        case .unknownAccount(let name):
            SyncText.unknownAccount(TextSanitizer.singleLine(name))
        case .password(let reason): reason
        case .unreachable(let reason): SyncText.unreachable(reason)
        case .unauthorized(let words):
            SyncText.refusedLogin(words)
        case .server(let reason): reason
        case .store(let reason): SyncText.store(reason)
        case .limitReached(let reason): reason
        }
    }

    /// The error a failed request stands for.
    static func from(_ error: NetworkError) -> SyncError {
        switch error {
        case .transport, .tooManyRedirects: return .unreachable(error.message)
        case .unauthorized, .forbidden: return .unauthorized(error.message)
        default: return .server(error.message)
        }
    }

    /// The error a cache failure stands for.
    static func from(_ error: StoreError) -> SyncError {
        .store(error.message)
    }

    /// The same error with every one of `secrets` masked (a last line of defence: messages
    /// are built not to hold them in the first place).
    func redacting(_ secrets: [String]) -> SyncError {
        let redactor = SecretRedactor(secrets: secrets)
        switch self {
        case .invalidAccount(let text): return .invalidAccount(redactor.redact(text))
        case .unknownAccount(let text): return .unknownAccount(redactor.redact(text))
        case .password(let text): return .password(redactor.redact(text))
        case .unreachable(let text): return .unreachable(redactor.redact(text))
        case .unauthorized(let text): return .unauthorized(redactor.redact(text))
        case .server(let text): return .server(redactor.redact(text))
        case .store(let text): return .store(redactor.redact(text))
        case .limitReached(let text): return .limitReached(redactor.redact(text))
        }
    }
}
