import BylineCore
import BylineText
import Foundation

/// `byline extract [--plain] [--url URL] FILE|URL`: reader mode on a saved page or a
/// link. Prints the title on the first line, then the article as the reader shows it
/// (with `--plain`, plain text without link numbers or image markers, for scripts).
enum ExtractCommand {
    /// The declaration `byline extract` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "extract", summary: CommandHelpText.extractSummary.text,
            arguments: [.required("FILE|URL", help: OptionHelpText.extractTarget.text, completion: .file)],
            options: Option.self,
            details: CommandHelpText.extractDetails.text,
            examples: [.init(command: "byline extract --plain page.html", effect: CommandHelpText.extractExample.text)],
            settings: .network,
            run: run)
    }

    /// `byline extract`'s options.
    enum Option: String, CommandOption {
        case plain, url, width

        var spec: OptionSpec {
            switch self {
            case .plain: .flag(rawValue, help: OptionHelpText.extractPlain.text)
            case .url: .value(rawValue, "URL", help: OptionHelpText.extractURL.text)
            case .width: .value(rawValue, "N", help: OptionHelpText.width.text)
            }
        }
    }

    /// Extracts and prints the article.
    static func run(_ invocation: Invocation, _ options: OptionValues<Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let context = invocation.context
        let target = invocation.positionals[0]
        let width: Int
        do {
            width = try options.integer(.width, in: 1...1000) ?? TerminalSize.columns() ?? 80
        } catch {
            throw .usage(error)
        }
        let pageURL = try options.value(.url).map { (text: String) throws(CommandExit) -> URL in
            guard let url = URL(string: text), url.scheme != nil else {
                throw .usage(CommandOutputText.absoluteURLNeeded(TextSanitizer.singleLine(text)))
            }
            return url
        }
        let article: ExtractedArticle
        let base: URL?
        if let url = URL(string: target), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" {
            let service = try invocation.service(try invocation.workspace())
            do {
                article = try await PageFetcher(service: service).fetch(url)
            } catch {
                console.error("\(TextSanitizer.singleLine(url.absoluteString)): \(error.message)")
                return ExitStatus.failure
            }
            base = pageURL ?? url
        } else {
            let data: Data
            do {
                data = try LocalFile.read(target, limit: ArticleExtractor.maximumBytes)
            } catch {
                console.error(error.message)
                return ExitStatus.failure
            }
            base = pageURL ?? URL(fileURLWithPath: target)
            let start = threadCPUMilliseconds()
            do {
                article = try ArticleExtractor.extract(data, url: pageURL)
                // bench/reader.sh times the extraction itself (CPU time of this thread, so
                // other work on a shared machine does not count), apart from process start-up.
                if context.environment["BYLINE_BENCH_TIMING"] == "1" {
                    console.error("extract-ms \(threadCPUMilliseconds() - start)")
                }
            } catch {
                console.error("\(TextSanitizer.singleLine(target)): \(error.message)")
                return ExitStatus.failure
            }
        }
        console.write(render(article, plain: options.has(.plain), width: width, base: base))
        return ExitStatus.success
    }

    /// CPU time used by the calling thread so far, in milliseconds.
    private static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// The output: the title line, then the text (plain) or the laid-out article with its links.
    static func render(_ article: ExtractedArticle, plain: Bool, width: Int, base: URL?) -> String {
        if plain { return article.title + "\n" + article.text + "\n" }
        let document = ReaderDocument(article: article, url: base)
        return article.title + "\n" + document.lines(width: width).map(\.plainText).joined(separator: "\n") + "\n"
    }
}
