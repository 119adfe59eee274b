import BylineCore
import Foundation

/// `byline extract [--plain] [--url URL] FILE|URL`: reader mode on a saved page or a
/// link. Prints the title on the first line, then the article as the reader shows it
/// (with `--plain`, plain text without link numbers or image markers, for scripts).
enum ExtractCommand {
    static let specs: [OptionSpec] = [.flag("plain"), .value("url"), .value("width")]

    static func run(_ words: [String], context: CommandContext) async -> Int32 {
        let console = context.console
        let arguments: ParsedArguments
        switch context.scan(words, command: "extract", specs: specs) {
        case .exit(let status): return status
        case .run(let parsed): arguments = parsed
        }
        let target: String
        let width: Int
        let pageURL: URL?
        do throws(UsageError) {
            guard arguments.positionals.count == 1 else { throw UsageError("extract takes one file or URL") }
            target = arguments.positionals[0]
            width = try arguments.integer("width", in: 1...1000) ?? TerminalSize.columns() ?? 80
            pageURL = try arguments.value("url").map { (text: String) throws(UsageError) -> URL in
                guard let url = URL(string: text), url.scheme != nil else {
                    throw UsageError("--url needs an absolute URL, not '\(text)'")
                }
                return url
            }
        } catch {
            console.usage(error, usage: HelpText.usage["extract"] ?? "")
            return ExitStatus.usage
        }
        let article: ExtractedArticle
        let base: URL?
        if let url = URL(string: target), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" {
            guard let workspace = Workspace.load(arguments, context: context),
                  let service = workspace.apiService(console: console) else { return ExitStatus.failure }
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
        console.write(render(article, plain: arguments.has("plain"), width: width, base: base))
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
