import BylineCore
import BylineRefresh
import BylineText
import Foundation

/// `byline remove SOURCE`: unsubscribes, and forgets the source's articles.
enum RemoveCommand {
    /// The declaration `byline remove` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "remove", summary: CommandHelpText.removeSummary.text,
            arguments: [.required("SOURCE", help: OptionHelpText.removeSource.text, completion: .sources)],
            options: Option.self,
            details: CommandHelpText.removeDetails.text,
            examples: [
                .init(command: "byline remove https://blog.example.org/feed", effect: CommandHelpText.removeExampleURL.text),
                .init(command: "byline remove 'Example Blog' --keep-articles", effect: CommandHelpText.removeExampleTitle.text)
            ],
            settings: .none,
            run: run)
    }

    /// `byline remove`'s options.
    enum Option: String, CommandOption {
        case keepArticles = "keep-articles"

        var spec: OptionSpec { .flag(rawValue, help: OptionHelpText.removeKeepArticles.text) }
    }

    /// Removes the source from the urls file, then its articles from the cache, as one
    /// recoverable operation (``Unsubscription``); a source the urls file no longer lists
    /// but the cache still holds (an earlier remove was interrupted) has its removal finished.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let name = invocation.positionals[0]
        let workspace = try invocation.workspace()
        let listed = workspace.isDemo ? [] : workspace.sources
        let urls = URLsFileWriter(path: workspace.paths.urls)
        if options.has(.keepArticles) {
            return keepingArticles(name, listed: listed, urls: urls, console: console)
        }
        // The demo has nothing to remove: it is not stored for a remove.
        guard let store = workspace.openStore(console: console, seedingDemo: false) else { return ExitStatus.failure }
        let cached = (try? store.feeds()) ?? []
        if let target = accountTarget(name, lines: workspace.accountLines, cached: cached) {
            return await unsubscribe(target, workspace: workspace, store: store, console: console)
        }
        let unsubscription = Unsubscription(urls: urls, store: store)
        let outcome: Unsubscription.Outcome
        do throws(SourceMatch.Failure) {
            let key = try SourceMatch.find(name, in: listed, cachedTitles: cached).key
            do {
                outcome = try unsubscription.remove(key)
            } catch {
                console.error(error.message)
                return ExitStatus.failure
            }
        } catch {
            guard case .none = error, let key = try? SourceMatch.leftover(name, in: cached, listed: listed) else {
                console.error(error.message)
                return ExitStatus.failure
            }
            console.line(UserFilesText.finishingRemoval(TextSanitizer.singleLine(URLRedaction.redacted(key)), urls.path))
            outcome = unsubscription.finish(key)
        }
        return report(outcome, urlsFile: urls.path, console: console)
    }

    /// A subscription of a sync account that `name` names: its urls line (by address or
    /// title), or a synced feed (by its `account:` key or title); nil when none does.
    private static func accountTarget(_ name: String, lines: [Source], cached: [FeedSummary])
        -> (account: String, url: String?, feedKey: String?)?
    {
        let identity = Source.duplicateIdentity(of: name)
        if let line = lines.first(where: { Source.duplicateIdentity(of: $0.key) == identity || $0.title?.lowercased() == name.lowercased() }),
            let account = line.syncAccount
        {
            return (account, line.key, nil)
        }
        let synced = cached.filter { $0.key.hasPrefix(SyncSourceKey.prefix) }
        if let feed = synced.first(where: { $0.key == name }) ?? synced.first(where: { $0.title?.lowercased() == name.lowercased() }),
            let account = SyncSourceKey.account(of: feed.key)
        {
            return (account, nil, feed.key)
        }
        return nil
    }

    /// Unsubscribes on the account's server: journals the request, takes the line out of the
    /// urls file and the feed's unstarred articles out of the cache, then sends it (kept for
    /// the next sync when the server cannot be reached). A Fever account changes nothing.
    private static func unsubscribe(
        _ target: (account: String, url: String?, feedKey: String?), workspace: Workspace, store: ArticleStore, console: Console
    ) async -> Int32 {
        let folder = workspace.paths.accountsFolder
        let accounts = (try? AccountsFile.load(path: AccountsFile.path(inConfigDirectory: folder)))?.file.accounts ?? []
        guard let account = accounts.first(where: { $0.name == target.account }) else {
            console.error(SyncText.unknownAccount(TextSanitizer.singleLine(target.account)))
            return ExitStatus.failure
        }
        guard account.service == .greader else {
            console.error(SubscriptionSyncText.feverCannot(account.name))
            return ExitStatus.failure
        }
        let bases = (try? store.subscriptionBases(account: account.name)) ?? []
        let base = bases.first { base in
            if let url = target.url { return base.lineKey.map(Source.duplicateIdentity(of:)) == Source.duplicateIdentity(of: url) }
            return SyncSourceKey.key(account: account.name, feedID: base.feedID) == target.feedKey
        }
        let url = target.url ?? base?.url ?? ""
        let feedKey = target.feedKey ?? base.map { SyncSourceKey.key(account: account.name, feedID: $0.feedID) }
        let prefix = SyncSourceKey.prefix + account.name + "/"
        let feedID = base?.feedID ?? target.feedKey.flatMap { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil }
        let request: SubscriptionRequest
        do {
            request = try store.journalSubscription(
                SubscriptionRequest(account: account.name, action: .unsubscribe, url: url, feedID: feedID))
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        let urls = URLsFileWriter(path: workspace.paths.urls)
        if target.url != nil, case .removed(let removal)? = try? urls.remove(url) {
            printRemoved(removal.removed, urlsFile: urls.path, console: console)
        }
        if let feedKey, let removal = try? store.removeArticles(ofSource: feedKey, keepStarred: true) {
            printDeleted(removal, console: console)
        }
        // -1: an unsent subscribe was cancelled here; the server never heard of it.
        guard request.id > 0 else { return ExitStatus.success }
        let failure = await SyncRunner.send(
            request, account: account, passwords: PasswordStore(configDirectory: folder), store: store,
            transport: workspace.transports.make(), limits: workspace.configuration.syncLimits)
        if let failure {
            console.error(SubscriptionSyncText.unsubscribeQueued(account.name, failure.message))
        } else {
            console.line(SubscriptionSyncText.unsubscribed(account.name, TextSanitizer.singleLine(URLRedaction.redacted(url))))
        }
        return ExitStatus.success
    }

    private static func report(_ outcome: Unsubscription.Outcome, urlsFile: String, console: Console) -> Int32 {
        switch outcome {
        case .removed(let lines, let removal):
            printRemoved(lines, urlsFile: urlsFile, console: console)
            printDeleted(removal, console: console)
            return ExitStatus.success
        case .finished(let removal):
            printDeleted(removal, console: console)
            return ExitStatus.success
        case .articlesPending(let lines, let reason):
            printRemoved(lines, urlsFile: urlsFile, console: console)
            console.error(UserFilesText.articlesPending(reason))
            return ExitStatus.failure
        case .refused(let reason):
            console.error(UserFilesText.removalRefused(reason))
            return ExitStatus.failure
        }
    }

    /// `--keep-articles`: only the line goes; the cache is not opened.
    private static func keepingArticles(_ name: String, listed: [Source], urls: URLsFileWriter, console: Console) -> Int32 {
        do {
            let key = try SourceMatch.find(name, in: listed, cachedTitles: []).key
            switch try urls.remove(key) {
            case .removed(let removal):
                printRemoved(removal.removed, urlsFile: urls.path, console: console)
                console.line(CommandLineText.articlesStay.text)
                return ExitStatus.success
            case .notListed, .stopped:
                console.error(UserFilesText.lineGoneMeanwhile(urls.path, TextSanitizer.singleLine(URLRedaction.redacted(key))))
                return ExitStatus.failure
            }
        } catch let error as SourceMatch.Failure {
            console.error(error.message)
        } catch {
            console.error(error.localizedDescription)
        }
        return ExitStatus.failure
    }

    private static func printRemoved(_ lines: [URLsFileRemoval.RemovedLine], urlsFile: String, console: Console) {
        let file = (urlsFile as NSString).lastPathComponent
        for line in lines {
            console.line(CommandLineText.removedLine(file, line.number, TextSanitizer.singleLine(URLRedaction.redacted(line.text))))
        }
    }

    private static func printDeleted(_ result: SourceRemoval, console: Console) {
        console.line(
            (result.deleted == 1 ? CommandLineText.deletedArticle.text : CommandLineText.deletedArticles(result.deleted))
                + (result.keptStarred > 0 ? CommandLineText.keptStarred(result.keptStarred) : ""))
    }
}
