import BylineCore
import Foundation

/// Everything `byline request` was asked to do, built from its arguments without touching
/// the network (so it is tested as a pure function).
struct RequestPlan {
    /// What to print.
    enum Output: Equatable {
        /// Status line, headers and body.
        case everything
        /// Only the body.
        case body
        /// Only the status line and headers.
        case headers
    }

    /// The request to send.
    var endpoint: Endpoint
    /// The transport's limits.
    var configuration: TransportConfiguration
    /// What to print.
    var output: Output
    /// Where to save the raw body instead of printing it.
    var outputFile: String?
    /// Whether to print the request first.
    var verbose: Bool

    /// The options `byline request` accepts.
    static let specs: [OptionSpec] = [
        .value("method", short: "X"), .repeated("header", short: "H"), .repeated("query", short: "q"),
        .repeated("json"), .repeated("form"), .value("data"), .value("timeout"), .value("max-redirects"),
        .value("output", short: "o"), .flag("body", short: "b"), .flag("headers", short: "I"), .flag("verbose", short: "v"),
    ]

    /// Builds the plan; every mistake is a ``UsageError`` that names the argument.
    static func make(from arguments: ParsedArguments, readFile: (String) throws -> Data) throws(UsageError) -> RequestPlan {
        guard let urlText = arguments.positionals.first else { throw UsageError("request needs a URL") }
        guard arguments.positionals.count == 1 else {
            throw UsageError("request takes one URL; unexpected '\(arguments.positionals[1])'")
        }
        let body = try makeBody(arguments, readFile: readFile)
        let methodName = arguments.value("method") ?? (body == nil ? "GET" : "POST")
        guard let method = HTTPMethod<RequestBody>(name: methodName, body: body) else {
            throw UsageError("unknown method '\(methodName)' (one of \(HTTPMethod<RequestBody>.names.joined(separator: ", ")))")
        }
        if body != nil, method.body == nil {
            throw UsageError("\(method.name) requests cannot carry a body")
        }
        var endpoint: Endpoint
        do {
            endpoint = try Endpoint(urlString: urlText, method: method)
        } catch {
            throw UsageError(error.message)
        }
        endpoint.query = try arguments.all("query").map { text throws(UsageError) in
            let (name, value) = try pair(text, option: "-q")
            return URLQueryItem(name: name, value: value)
        }
        for text in arguments.all("header") {
            let (name, value) = try header(text)
            endpoint.headers.add(name, value)
        }
        var configuration = TransportConfiguration()
        if let timeout = arguments.value("timeout") {
            guard let seconds = Double(timeout), seconds > 0, seconds <= 3600 else {
                throw UsageError("--timeout must be a number of seconds between 0 and 3600, not '\(timeout)'")
            }
            configuration.timeout = seconds
            endpoint.timeout = seconds
        }
        if let redirects = try arguments.integer("max-redirects", in: 0...50) {
            configuration.maxRedirects = redirects
        }
        if arguments.has("body") && arguments.has("headers") {
            throw UsageError("choose one of --body and --headers")
        }
        let output: Output = arguments.has("body") ? .body : arguments.has("headers") ? .headers : .everything
        return RequestPlan(endpoint: endpoint, configuration: configuration, output: output,
                           outputFile: arguments.value("output"), verbose: arguments.has("verbose"))
    }

    private static func makeBody(_ arguments: ParsedArguments, readFile: (String) throws -> Data) throws(UsageError) -> RequestBody? {
        let json = arguments.all("json"), form = arguments.all("form"), data = arguments.value("data")
        let kinds = [!json.isEmpty, !form.isEmpty, data != nil].filter { $0 }.count
        guard kinds <= 1 else { throw UsageError("choose one of --json, --form and --data") }
        if !json.isEmpty {
            var fields: [(name: String, value: JSONValue)] = []
            for text in json {
                fields.append(try jsonField(text))
            }
            do {
                return try RequestBody.json(fields: fields)
            } catch {
                throw UsageError(error.message)
            }
        }
        if !form.isEmpty {
            return .form(try form.map { text throws(UsageError) in
                let (name, value) = try pair(text, option: "--form")
                return RequestBody.FormField(name, value ?? "")
            })
        }
        guard let data else { return nil }
        if data.hasPrefix("@") {
            let path = String(data.dropFirst())
            do {
                let bytes = try readFile(path)
                return .raw(bytes, contentType: guessContentType(bytes))
            } catch {
                throw UsageError("cannot read '\(path)' for --data: \(error.localizedDescription)")
            }
        }
        return .raw(Data(data.utf8), contentType: guessContentType(Data(data.utf8)))
    }

    /// JSON when it parses as JSON, UTF-8 text when it is text, bytes otherwise.
    static func guessContentType(_ data: Data) -> String {
        if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil { return "application/json" }
        if String(data: data, encoding: .utf8) != nil { return "text/plain; charset=utf-8" }
        return "application/octet-stream"
    }

    private static func jsonField(_ text: String) throws(UsageError) -> (name: String, value: JSONValue) {
        if let range = text.range(of: ":="), !text[..<range.lowerBound].contains("=") {
            let name = String(text[..<range.lowerBound])
            let raw = String(text[range.upperBound...])
            guard let value = JSONValue(parsing: raw) else {
                throw UsageError("--json \(name):= needs a JSON value (3, true, \"text\", [1,2], {\"a\":1}), not '\(raw)'")
            }
            return (name, value)
        }
        let (name, value) = try pair(text, option: "--json")
        return (name, .string(value ?? ""))
    }

    private static func pair(_ text: String, option: String) throws(UsageError) -> (String, String?) {
        guard let equals = text.firstIndex(of: "=") else {
            throw UsageError("\(option) needs name=value, not '\(text)'")
        }
        let name = String(text[..<equals])
        guard !name.isEmpty else { throw UsageError("\(option) needs a name before '=' in '\(text)'") }
        return (name, String(text[text.index(after: equals)...]))
    }

    private static func header(_ text: String) throws(UsageError) -> (String, String) {
        guard let colon = text.firstIndex(of: ":") else {
            throw UsageError("-H needs 'Name: value', not '\(text)'")
        }
        let name = text[..<colon].trimmingCharacters(in: .whitespaces)
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        let tokenCharacters = CharacterSet(charactersIn: "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(tokenCharacters.contains) else {
            throw UsageError("'\(name)' is not a valid header name")
        }
        guard !value.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
            throw UsageError("the value of header '\(name)' contains a line break")
        }
        return (name, value)
    }
}
