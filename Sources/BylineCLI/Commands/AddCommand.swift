import BylineCore
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
        case tag, title, all, pick

        var spec: OptionSpec {
            switch self {
            case .tag: .repeated(rawValue, "TAG", help: OptionHelpText.addTag.text)
            case .title: .value(rawValue, "TITLE", help: OptionHelpText.addTitle.text)
            case .all: .flag(rawValue, help: OptionHelpText.addAll.text)
            case .pick: .value(rawValue, "N", help: OptionHelpText.addPick.text)
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
        let listed = workspace.isDemo ? [] : workspace.sources
        if let source = listed.first(where: { Source.duplicateIdentity(of: $0.key) == Source.duplicateIdentity(of: url.absoluteString) }) {
            console.line(CommandLineText.alreadyListed(shown(source.key)))
            return ExitStatus.success
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
