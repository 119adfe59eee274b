import BylineCore
import Foundation

/// Everything `byline request` was asked to do, built from its arguments without touching
/// the network (so it is tested as a pure function).
struct RequestPlan {
    /// The request to send (user info already moved into an `Authorization` header).
    var request: HTTPRequest
    /// The transport's limits.
    var configuration: TransportConfiguration
    /// What to print, in HTTPie's letters (`H` request headers, `B` request body,
    /// `h` response headers, `b` response body); nil chooses by whether stdout is a terminal.
    var printed: String?
    /// Where to save the raw body instead of printing it.
    var outputFile: String?
    /// Whether to download the body to a file (`--download`), named from the URL when no `-o`.
    var download: Bool
    /// Whether to resume a partial download (`-c`).
    var resume: Bool
    /// The session whose cookies and credentials to use and keep (`--session NAME`).
    var session: String?
    /// Whether credentials were given (`-a`, the URL, an `Authorization` header), so
    /// `~/.netrc` is not consulted.
    var hasCredentials: Bool
    /// Whether `~/.netrc` is never read (`--ignore-netrc`).
    var ignoresNetrc: Bool

    /// Builds the plan; every mistake is a ``UsageError`` that names the argument.
    /// `readFile` reads `--data @FILE` (and `@-`, standard input); `askPassword` asks for
    /// the password of `-a USER` (nil when there is no terminal to ask on).
    static func make(
        from options: OptionValues<Option>, positionals: [String], readFile: (String) throws -> Data,
        askPassword: (String) -> String? = { _ in nil }
    ) throws(UsageError) -> RequestPlan {
        var positionals = positionals
        var methodName = options.value(.method)
        // HTTPie's `http [METHOD] URL`: a first word of letters only before the URL is the method.
        if positionals.count == 2, methodName == nil, positionals[0].allSatisfy({ $0.isASCII && $0.isLetter }) {
            methodName = positionals.removeFirst()
        }
        guard let urlText = positionals.first else { throw UsageError(RequestText.needsURL.text) }
        guard positionals.count == 1 else {
            throw UsageError(RequestText.takesOneURL(positionals[1]))
        }
        let body = try makeBody(options, readFile: readFile)
        let method = (methodName ?? (body == nil ? "GET" : "POST")).uppercased()
        guard !method.isEmpty, method.unicodeScalars.allSatisfy(Self.tokenCharacters.contains) else {
            throw UsageError(RequestText.invalidMethod(methodName ?? ""))
        }
        var endpoint: Endpoint
        do {
            endpoint = try Endpoint(urlString: expandLocalhost(urlText))
            endpoint.query = try options.all(.query).map { text throws(UsageError) in
                let (name, value) = try pair(text, option: "-q")
                return URLQueryItem(name: name, value: value)
            }
            var request = HTTPRequest(method: method, url: try endpoint.url(), body: body?.data)
            if let credentials = BasicCredentials(userInfoOf: URL(string: userInfoSource(urlText)) ?? request.url) {
                request.headers.add("Authorization", credentials.authorization)
            }
            try applyHeaders(options, body: body, to: &request)
            try applyAuth(options, to: &request, askPassword: askPassword)
            let plan = try finish(options, request: request)
            return plan
        } catch let error as UsageError {
            throw error
        } catch let error as NetworkError {
            throw UsageError(error.message)
        } catch {
            throw UsageError(error.localizedDescription)
        }
    }

    private static func finish(_ options: OptionValues<Option>, request: HTTPRequest) throws(UsageError) -> RequestPlan {
        var configuration = TransportConfiguration()
        // HTTPie bounds each wait, not the whole exchange: a slow but steady body never times out.
        configuration.timeout = 0
        configuration.stallTimeout = 30
        if let timeout = options.value(.timeout) {
            guard let seconds = Double(timeout), seconds > 0, seconds <= 3600 else {
                throw UsageError(RequestText.timeout(timeout))
            }
            configuration.stallTimeout = seconds
        }
        if let redirects = try options.integer(.maxRedirects, in: 0...50) {
            configuration.maxRedirects = redirects
        }
        let toFile = options.value(.output) != nil || options.has(.download)
        if let size = options.value(.maxSize) {
            guard let bytes = byteCount(size) else {
                throw UsageError(RequestText.maxSize(size))
            }
            configuration.maxResponseBytes = bytes
        } else if toFile {
            // A body saved to disk is never held in memory, so it has no cap unless asked.
            configuration.maxResponseBytes = Int(Int64.max)
        }
        if options.has(.body) && options.has(.headers) {
            throw UsageError(RequestText.chooseBodyOrHeaders.text)
        }
        if options.has(.continue) && !toFile {
            throw UsageError(RequestText.continueNeedsFile.text)
        }
        let printed = try printedParts(options)
        let hasCredentials = request.headers.contains("Authorization")
        return RequestPlan(
            request: request, configuration: configuration, printed: printed,
            outputFile: options.value(.output), download: options.has(.download),
            resume: options.has(.continue), session: try sessionName(options),
            hasCredentials: hasCredentials, ignoresNetrc: options.has(.ignoreNetrc))
    }

    /// What `-p`, `-v`, `-b` and `-I` ask to print, or nil for the default.
    private static func printedParts(_ options: OptionValues<Option>) throws(UsageError) -> String? {
        if let letters = options.value(.print) {
            guard !letters.isEmpty, letters.allSatisfy({ "HBhbm".contains($0) }) else {
                throw UsageError(RequestText.printLetters(letters))
            }
            return letters
        }
        if options.has(.verbose) { return "HBhb" }
        if options.has(.body) { return "b" }
        if options.has(.headers) { return "h" }
        return nil
    }

    private static func sessionName(_ options: OptionValues<Option>) throws(UsageError) -> String? {
        guard let name = options.value(.session) else { return nil }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
        guard !name.isEmpty, !name.hasPrefix("."), name.unicodeScalars.allSatisfy(allowed.contains) else {
            throw UsageError(RequestText.sessionName(name))
        }
        return name
    }

    /// HTTPie's shorthand: `:3000/path` is `localhost:3000/path`, `:/path` is `localhost/path`.
    static func expandLocalhost(_ text: String) -> String {
        guard text.hasPrefix(":") else { return text }
        let rest = text.dropFirst()
        if rest.first.map({ $0.isNumber }) ?? false { return "localhost:" + rest }
        return "localhost" + rest
    }

    /// The URL text with a scheme, for reading its user info (Endpoint keeps none).
    private static func userInfoSource(_ text: String) -> String {
        text.contains("://") ? text : "http://" + text
    }

    /// `4096`, `64K`, `100M`, `2G` (powers of 1024) as bytes.
    static func byteCount(_ text: String) -> Int? {
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = text.uppercased()
        var scale = 1
        if digits.hasSuffix("B") { digits.removeLast() }
        if let last = digits.last, let unit = units[last] {
            scale = unit
            digits.removeLast()
        }
        guard let value = Int(digits), value > 0, value <= Int(Int64.max) / scale else { return nil }
        return value * scale
    }

    /// The characters of an HTTP token (method and header names).
    static let tokenCharacters = CharacterSet(charactersIn: "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
}
