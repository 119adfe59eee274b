import BylineCore
import BylineRefresh
import BylineText
import Foundation

/// `byline add URL`: subscribes to a feed, or to the feed a web page links to.
enum AddCommand {
    /// The declaration `byline add` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "add", summary: CommandHelpText.addSummary.text,
            arguments: [.required("URL", help: OptionHelpText.addURL.text)],
            options: Option.self,
            details: CommandHelpText.addDetails(FeedDiscovery.usualPaths.joined(separator: " ")),
            examples: [
                .init(
                    command: "byline add https://blog.example.org/ --tag tech",
                    effect: CommandHelpText.addExampleTag.text),
                .init(command: "byline add https://news.example.org/ --pick 2", effect: CommandHelpText.addExamplePick.text)
            ],
            settings: .network,
            run: run)
    }

    /// `byline add`'s options.
    enum Option: String, CommandOption {
        case tag, title, all, pick, account

        var spec: OptionSpec {
            switch self {
            case .tag: .repeated(rawValue, "TAG", help: OptionHelpText.addTag.text)
            case .title: .value(rawValue, "TITLE", help: OptionHelpText.addTitle.text)
            case .all: .flag(rawValue, help: OptionHelpText.addAll.text)
            case .pick: .value(rawValue, "N", help: OptionHelpText.addPick.text)
            case .account: .value(rawValue, "NAME", help: OptionHelpText.addAccount.text)
            }
        }
    }

    /// Finds the feed or feeds and adds those chosen.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let url = try target(invocation.positionals[0])
        let pick: Int?
        do {
            pick = try options.integer(.pick, in: 1...1000)
        } catch {
            throw .usage(error)
        }
        if pick != nil && options.has(.all) { throw .usage(CommandLineText.chooseAllOrPick.text) }
        if options.value(.title) != nil && options.has(.all) { throw .usage(CommandLineText.titleWithAll.text) }
        let workspace = try invocation.workspace()
        let listed = workspace.isDemo ? [] : workspace.sources + workspace.accountLines
        if let source = listed.first(where: { Source.duplicateIdentity(of: $0.key) == Source.duplicateIdentity(of: url.absoluteString) }) {
            console.line(CommandLineText.alreadyListed(shown(source.key)))
            return ExitStatus.success
        }
        if let name = options.value(.account) {
            if options.has(.all) || pick != nil { throw .usage(CommandLineText.accountFindsFeed.text) }
            return await subscribe(url, account: name, options: options, invocation: invocation, workspace: workspace)
        }
        let finder = FeedFinder(service: try invocation.service(workspace))
        let outcome: FeedFinder.Outcome
        do {
            outcome = try await finder.find(url)
        } catch {
            console.error(failureMessage(error, url: url, typed: invocation.positionals[0]))
            return ExitStatus.failure
        }
        let chosen: [DiscoveredFeed]
        switch outcome {
        case .feed(let feed): chosen = [feed]
        case .page(let feeds) where feeds.count == 1 || options.has(.all): chosen = feeds
        case .page(let feeds):
            guard let pick else {
                console.line(CommandLineText.pageLinksToFeeds(shown(url.absoluteString), feeds.count))
                for (index, feed) in feeds.enumerated() { console.line("  \(index + 1)  \(describe(feed))") }
                console.error(CommandLineText.sayWhichToAdd(feeds.count))
                return ExitStatus.failure
            }
            guard pick <= feeds.count else { throw .usage(CommandLineText.pickOutOfRange(pick, feeds.count)) }
            chosen = [feeds[pick - 1]]
        }
        return add(chosen, options: options, invocation: invocation, urlsFile: workspace.paths.urls)
    }

    private static func add(
        _ feeds: [DiscoveredFeed], options: OptionValues<Option>, invocation: Invocation,
        urlsFile: String
    ) -> Int32 {
        let console = invocation.console
        var sources: [Source] = []
        for feed in feeds {
            do {
                // The urls file is line-based: a title or tag given on the command line is kept to one line.
                let title = options.value(.title).map(TextSanitizer.singleLine).flatMap { $0.isEmpty ? nil : $0 }
                let tags = options.all(.tag).map(TextSanitizer.singleLine).filter { !$0.isEmpty }
                sources.append(try Source(parsingKey: feed.url.absoluteString, title: title, tags: tags))
            } catch {
                console.error(error.message)
                return ExitStatus.failure
            }
        }
        let merge: URLsFileMerge
        do {
            merge = try URLsFileWriter(path: urlsFile).add(sources)
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        for source in merge.alreadyListed { console.line(CommandLineText.alreadyListed(shown(source.key))) }
        for source in merge.added {
            let feed = feeds.first { $0.url.absoluteString == source.key }
            console.line(CommandLineText.added(feed.map(describe) ?? shown(source.key), urlsFile))
        }
        if !merge.added.isEmpty { console.line(CommandLineText.refreshToFetch.text) }
        return ExitStatus.success
    }

    /// `--account NAME`: subscribes on the account's server (which finds the feed a page links
    /// to), and lists the feed in the urls file as `URL tags "account=NAME" "~Title"`. The
    /// request is journalled in the cache first, so a server that is down gets it on the next
    /// sync; an unknown account or a Fever one changes nothing.
    private static func subscribe(
        _ url: URL, account name: String, options: OptionValues<Option>, invocation: Invocation, workspace: Workspace
    ) async -> Int32 {
        let console = invocation.console
        let folder = workspace.paths.accountsFolder
        let accounts = (try? AccountsFile.load(path: AccountsFile.path(inConfigDirectory: folder)))?.file.accounts ?? []
        guard let account = accounts.first(where: { $0.name == name }) else {
            console.error(SyncText.unknownAccount(TextSanitizer.singleLine(name)))
            return ExitStatus.failure
        }
        guard account.service == .greader else {
            console.error(SubscriptionSyncText.feverCannot(account.name))
            return ExitStatus.failure
        }
        let title = options.value(.title).map(TextSanitizer.singleLine).flatMap { $0.isEmpty ? nil : $0 }
        let tags = options.all(.tag).map(TextSanitizer.singleLine).filter { !$0.isEmpty && !$0.contains("=") }
        let source: Source
        do {
            source = try Source(parsingKey: url.absoluteString, title: title, tags: tags + [Source.accountTag + account.name])
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        guard let store = workspace.openStore(console: console, seedingDemo: false) else { return ExitStatus.failure }
        let request: SubscriptionRequest
        do {
            request = try store.journalSubscription(
                SubscriptionRequest(account: account.name, action: .subscribe, url: source.key, title: title, tags: tags))
        } catch {
            console.error(error.message)
            return ExitStatus.failure
        }
        do {
            _ = try URLsFileWriter(path: workspace.paths.urls).add([source])
        } catch {
            // Nothing half done: the journalled request goes too (an unsubscribe cancels it).
            _ = try? store.journalSubscription(SubscriptionRequest(account: account.name, action: .unsubscribe, url: source.key))
            console.error(error.message)
            return ExitStatus.failure
        }
        console.line(CommandLineText.added(shown(source.key), workspace.paths.urls))
        let failure = await SyncRunner.send(
            request, account: account, passwords: PasswordStore(configDirectory: folder), store: store,
            transport: workspace.transports.make(), limits: workspace.configuration.syncLimits)
        if let failure {
            console.error(SubscriptionSyncText.queued(account.name, failure.message))
        } else {
            console.line(SubscriptionSyncText.subscribed(account.name, shown(source.key)))
        }
        return ExitStatus.success
    }

    /// The address to look at: the word as a URL, with the scheme `byline request` would
    /// give it when it has none (`http://` for loopback hosts, else `https://`).
    static func target(_ word: String) throws(CommandExit) -> URL {
        let text = Endpoint.withGuessedScheme(word)
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host?.isEmpty == false
        else {
            throw .usage(CommandLineText.notAnHTTPAddress(TextSanitizer.singleLine(word)))
        }
        return url
    }

    /// Why no feed was found at `url`, in words. A TLS failure on an address typed without a
    /// scheme says that `https://` was a guess and `http://` may be meant, instead of the TLS
    /// library's words (`wrong version number`), which only say the server did not speak TLS.
    static func failureMessage(_ failure: FeedFinder.Failure, url: URL, typed: String) -> String {
        guard case .network(.transport(.tls)) = failure, !typed.contains("://") else { return failure.message }
        let host = (url.host ?? "") + (url.port.map { ":\($0)" } ?? "")
        return CommandAnswerText.tlsOnGuessedScheme(shown(host), shown(typed))
    }

    /// `Title (Atom) https://…`, or the address alone.
    static func describe(_ feed: DiscoveredFeed) -> String {
        let label = [feed.title, feed.format.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
        return (label.isEmpty ? "" : label + " ") + shown(feed.url.absoluteString)
    }

    /// An address as printed: on one line, with any password masked.
    static func shown(_ address: String) -> String {
        TextSanitizer.singleLine(URLRedaction.redacted(address))
    }
}
