import BylineHTTP
import BylineText
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches a web page through the service's transport and extracts its article: the one
/// path reader mode takes to the network, for `byline extract URL` and the browser's `f`.
public struct PageFetcher: Sendable {
    /// The service whose transport (size cap, timeout, User-Agent) is used.
    public let service: APIService

    /// A fetcher over `service`.
    public init(service: APIService) {
        self.service = service
    }

    /// Why a page could not be read: the network's reason or the reader's.
    public enum Failure: Error, Sendable, Equatable {
        /// The request failed or the server refused.
        case network(NetworkError)
        /// The answer is not a web page (an image, a PDF…).
        case notAPage(mediaType: String)
        /// The page was read but holds no article.
        case reader(ReaderError)

        /// One line a user can act on.
        public var message: String {
            switch self {
            case .network(let error): return error.message
            case .notAPage(let type): return ReaderErrorText.notAPage(TextSanitizer.singleLine(type))
            case .reader(let error): return error.message
            }
        }
    }

    /// The article at `url`.
    public func fetch(_ url: URL) async throws(Failure) -> ExtractedArticle {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .network(.invalidURL(ReaderErrorText.httpOnly.text))
        }
        var request = URLRequest(url: url)
        request.setValue("text/html,application/xhtml+xml;q=0.9,*/*;q=0.5", forHTTPHeaderField: "Accept")
        let response: Response
        do {
            response = try await service.sendValidated(request)
        } catch {
            throw .network(error)
        }
        if let type = response.mediaType, !Self.isPage(type) { throw .notAPage(mediaType: type) }
        do {
            return try ArticleExtractor.extract(
                response.body, url: response.url ?? url,
                encoding: Self.charset(response.headers["Content-Type"]))
        } catch {
            throw .reader(error)
        }
    }

    /// Whether a media type can hold a page (HTML, XHTML, or an unlabelled text).
    static func isPage(_ type: String) -> Bool {
        type.contains("html") || type == "text/plain" || type == "application/octet-stream" || type.hasSuffix("/xml")
    }

    /// The `charset` parameter of a `Content-Type` header.
    package static func charset(_ header: String?) -> String? {
        guard let header else { return nil }
        for parameter in header.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else { continue }
            let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            return value.isEmpty ? nil : value
        }
        return nil
    }
}
