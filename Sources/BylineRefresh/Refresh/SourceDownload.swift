import BylineCore
import BylineText
import Foundation

/// A source's answer, downloaded but not yet parsed: parsing is the CPU-bound half, which a
/// refresh schedules separately from the network half.
struct SourceDownload: Sendable {
    /// What arrived.
    enum Content: Sendable {
        case notModified
        case demo
        case feed(Response, base: URL)
        case newsAPI(Response, @Sendable (Data) throws -> [Article], SecretRedactor)
        /// A feed document from an `exec:` or `filter:` command or a `file://` source, with
        /// the URL its relative links resolve against.
        case local(Data, base: URL)
    }

    let source: Source
    let content: Content
    /// Where a feed's body went as it arrived, when the refresh spooled it (see ``BodySpool``).
    var spool: BodySpool?

    /// A download of `source` that brought `content`, its body in `spool` when there is one.
    init(source: Source, content: Content, spool: BodySpool? = nil) {
        self.source = source
        self.content = content
        self.spool = spool
    }

    /// Whether the body went to disk for being large: such feeds are parsed one at a time.
    var isLarge: Bool { spool?.isOnDisk ?? false }

    /// The body's size in bytes, wherever it is.
    var bodyCount: Int { spool?.count ?? response?.body.count ?? 0 }

    /// The answer's head, when there was an HTTP answer.
    var response: Response? {
        switch content {
        case .feed(let response, _), .newsAPI(let response, _, _): response
        case .notModified, .demo, .local: nil
        }
    }

    /// Whether parsing has nothing to do.
    var isNotModified: Bool {
        if case .notModified = content { return true }
        return false
    }

    /// Parses and converts what arrived.
    func outcome() throws(SourceError) -> FetchOutcome {
        switch content {
        case .notModified:
            return .notModified
        case .demo:
            do {
                return .articles(try DemoArticles.articles(), feedTitle: source.displayName, validators: Validators())
            } catch {
                throw .described(SourceFormText.demoUnreadable.value(error.localizedDescription))
            }
        case .feed(let response, let base):
            let body = try spool?.contents() ?? response.body
            do {
                let feed = try FeedParser.parse(body, url: base, contentType: response.headers["Content-Type"])
                return .articles(
                    feed.articles(for: source), feedTitle: feed.displayTitle, validators: Validators(response: response),
                    updateInterval: feed.updateInterval, note: feed.statusReason)
            } catch {
                throw .feed(error)
            }
        case .local(let body, let base):
            do {
                let feed = try FeedParser.parse(body, url: base, contentType: nil)
                return .articles(
                    feed.articles(for: source), feedTitle: feed.displayTitle, validators: Validators(),
                    updateInterval: nil, note: feed.statusReason)
            } catch {
                throw .feed(error)
            }
        case .newsAPI(let response, let parse, let redactor):
            do {
                return .articles(try parse(response.body), feedTitle: nil, validators: Validators(response: response))
            } catch let error as NetworkError {
                throw .network(error.redacting(with: redactor))
            } catch {
                throw .other(redactor.redact(error.localizedDescription))
            }
        }
    }
}
