import BylineCore
import BylineText
import Foundation

/// The one entry point every caller uses (`byline sync`, `byline refresh`, `r` in the
/// browser): sync every account in the accounts file, one after another, each failure
/// confined to its account.
public enum SyncRunner {
    /// Syncs the accounts of the accounts file in `configDirectory` (only `name` when given)
    /// into `store` (and the accounts' lines of `urlsFile`, see ``SubscriptionSync``), calling `progress` as each account finishes; returns one result per
    /// account (and one per unusable line of the accounts file), in file order.
    ///
    /// With no accounts file, there is nothing to do and the result is empty.
    public static func syncAll(
        configDirectory: String, store: ArticleStore, transport: any HTTPTransport,
        only name: String? = nil, limits: SyncLimits = SyncLimits(), urlsFile: String? = nil,
        progress: @Sendable (AccountSyncResult) -> Void = { _ in }
    ) async -> [AccountSyncResult] {
        var results: [AccountSyncResult] = []
        func report(_ result: AccountSyncResult) {
            results.append(result)
            progress(result)
        }
        let loaded: (file: AccountsFile, errors: [AccountsFileError])
        do {
            loaded = try AccountsFile.load(path: AccountsFile.path(inConfigDirectory: configDirectory))
        } catch {
            report(AccountSyncResult(name: "accounts", outcome: .failure(.invalidAccount(error.message))))
            return results
        }
        for error in loaded.errors {
            report(AccountSyncResult(name: "accounts", outcome: .failure(.invalidAccount(error.description))))
        }
        var accounts = loaded.file.accounts
        if let name {
            accounts = accounts.filter { $0.name == name }
            if accounts.isEmpty {
                report(AccountSyncResult(name: name, outcome: .failure(.unknownAccount(name))))
                return results
            }
        }
        let passwords = PasswordStore(configDirectory: configDirectory)
        for account in accounts {
            report(await sync(account, passwords: passwords, store: store, transport: transport, limits: limits, urlsFile: urlsFile))
        }
        return results
    }

    /// Syncs one account, within `limits`.
    public static func sync(
        _ account: SyncAccount, passwords: PasswordStore, store: ArticleStore,
        transport: any HTTPTransport, limits: SyncLimits = SyncLimits(),
        urlsFile: String? = nil, now: Date = Date()
    ) async -> AccountSyncResult {
        var secrets: [String] = []
        do throws(SyncError) {
            let password = try passwords.resolve(account)
            secrets = [password, MD5.hex("\(account.user):\(password)")]
            let engine = SyncEngine(
                account: account.name, accountURL: account.url,
                backend: account.backend(password: password, transport: transport, limits: limits),
                store: store, urlsFile: urlsFile)
            let summary = try await engine.run(now: now)
            return AccountSyncResult(name: account.name, outcome: .success(summary))
        } catch {
            return AccountSyncResult(name: account.name, outcome: .failure(error.redacting(secrets)))
        }
    }
}

extension SyncAccount {
    /// The backend that speaks this account's API, for one sync within `limits`.
    public func backend(password: String, transport: any HTTPTransport, limits: SyncLimits = SyncLimits()) -> any SyncBackend {
        switch service {
        case .greader: GReaderBackend(url: url, user: user, password: password, transport: transport, limits: limits)
        case .fever: FeverBackend(url: url, user: user, password: password, transport: transport, limits: limits)
        }
    }
}

/// How one account's sync ended.
public struct AccountSyncResult: Sendable, Equatable {
    /// Success with what was done, or the reason it failed.
    public enum Outcome: Sendable, Equatable {
        /// The sync finished.
        case success(SyncSummary)
        /// The sync stopped; everything already stored and every unconfirmed change is kept.
        case failure(SyncError)
    }

    /// The account's name ("accounts" for a problem with the accounts file itself).
    public var name: String
    /// How it ended.
    public var outcome: Outcome

    /// The lines a successful sync adds below its summary: conflicts, and urls lines a
    /// server-side change touched.
    public var notes: [String] {
        if case .success(let summary) = outcome { return summary.notes }
        return []
    }

    /// Whether it failed.
    public var isFailure: Bool {
        if case .failure = outcome { return true }
        return false
    }

    /// One line for the terminal: `home: 3 subscriptions, 12 new, 2 changes sent`, or the reason it failed.
    public var message: String {
        switch outcome {
        case .failure(let error):
            return SyncText.syncFailed(name, error.message)
        case .success(let summary):
            var parts = [
                Self.count(summary.subscriptions, .subscriptions1, .subscriptionsN),
                Self.count(summary.newArticles, .newArticles1, .newArticlesN)
            ]
            if summary.pushed > 0 { parts.append(Self.count(summary.pushed, .changesSent1, .changesSentN)) }
            if summary.subscriptionChanges > 0 {
                parts.append(
                    summary.subscriptionChanges == 1
                        ? SubscriptionSyncText.subscriptionChanges1.text : SubscriptionSyncText.subscriptionChangesN(summary.subscriptionChanges))
            }
            if summary.flagsChanged > 0 { parts.append(Self.count(summary.flagsChanged, .flags1, .flagsN)) }
            if summary.pending > 0 { parts.append(Self.count(summary.pending, .waiting1, .waitingN)) }
            return SyncText.synced(name, parts.joined(separator: ", "))
        }
    }

    /// `1 subscription` or `3 subscriptions`, in the current language.
    private static func count(_ number: Int, _ one: SyncText, _ many: SyncText) -> String {
        number == 1 ? one.text : many(number)
    }
}

extension SyncRunner {
    /// Sends one journalled subscribe or unsubscribe request of `account` now (`byline add
    /// --account`, `byline remove`); on failure the request stays journalled for the next
    /// sync and the error (passwords masked) is returned. Fever accounts cannot take one.
    public static func send(
        _ request: SubscriptionRequest, account: SyncAccount, passwords: PasswordStore, store: ArticleStore,
        transport: any HTTPTransport, limits: SyncLimits = SyncLimits()
    ) async -> SyncError? {
        var secrets: [String] = []
        do throws(SyncError) {
            let password = try passwords.resolve(account)
            secrets = [password, MD5.hex("\(account.user):\(password)")]
            guard let backend = account.backend(password: password, transport: transport, limits: limits) as? any SubscriptionManaging else {
                return .invalidAccount(SubscriptionSyncText.feverCannot(account.name))
            }
            try await backend.signIn()
            try await SubscriptionSync(account: account.name, backend: backend, store: store, urls: nil).send(request)
            return nil
        } catch {
            return error.redacting(secrets)
        }
    }
}
