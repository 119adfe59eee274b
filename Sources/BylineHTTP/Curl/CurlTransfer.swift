import BylineText
import CCurl
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request in flight through libcurl: its easy handle, what has arrived so far,
/// and the caller waiting for it.
final class CurlTransfer: @unchecked Sendable {
    /// The easy handle, owned by this transfer.
    let easy: UnsafeMutableRawPointer
    /// Scheme, host and port of the request, which connection limits count by.
    let hostKey: String
    private let configuration: TransportConfiguration
    private let deadline: TimeInterval
    private let requestURL: URL
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private let lock = NSLock()
    private let stream: ResponseStream?
    private var continuation: CheckedContinuation<Result<Response, NetworkError>, Never>?
    private var pendingResult: Result<Response, NetworkError>?
    private var cancelled = false

    // Written by libcurl's callbacks on the engine thread only.
    fileprivate var body = Data()
    fileprivate var headers = HTTPHeaders()
    fileprivate var status = 0
    fileprivate var httpVersion: String?
    fileprivate var reasonPhrase: String?
    fileprivate var received = 0
    fileprivate var headDelivered = false
    /// When the transfer last started or received anything (system uptime); engine thread only.
    var lastActivity: TimeInterval = ProcessInfo.processInfo.systemUptime
    fileprivate var failure: NetworkError?
    fileprivate var limit: Int { configuration.maxResponseBytes }

    /// Prepares the easy handle for `request`; fails for a URL curl should not be given.
    /// With a `stream`, the head and body go to it as they arrive instead of being kept.
    init(
        request: HTTPRequest, configuration: TransportConfiguration, deadline: TimeInterval,
        stream: ResponseStream? = nil
    ) throws(NetworkError) {
        let url = request.url
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .invalidURL(NetworkDetailText.httpOnly.text)
        }
        // libcurl is loaded on first use (Sources/CCurl/curl_loader.c); if it cannot be, say why.
        if let failure = byline_curl_load_failure() {
            throw .transport(.other(NetworkDetailText.libcurlMissing(TextSanitizer.singleLine(String(cString: failure)))))
        }
        guard let easy = curl_easy_init() else {
            throw .transport(.other(NetworkDetailText.libcurlStart.text))
        }
        self.easy = easy
        self.configuration = configuration
        self.deadline = deadline
        self.requestURL = url
        self.stream = stream
        self.hostKey = "\(scheme)://\(url.host?.lowercased() ?? ""):\(url.port ?? (scheme == "https" ? 443 : 80))"
        self.errorBuffer = .allocate(capacity: Int(BYLINE_CURL_ERROR_SIZE))
        errorBuffer.initialize(to: 0)
        configure(request)
    }

    deinit {
        curl_easy_cleanup(easy)
        curl_slist_free_all(headerList)
        errorBuffer.deallocate()
    }

    private func configure(_ request: HTTPRequest) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        setLong(BYLINE_CURLOPT_NOSIGNAL, 1)
        setString(BYLINE_CURLOPT_URL, requestURL.absoluteString)
        setString(BYLINE_CURLOPT_PROTOCOLS_STR, "http,https")
        setString(BYLINE_CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        setLong(BYLINE_CURLOPT_HTTP_VERSION, Int(BYLINE_CURL_HTTP_VERSION_1_1))
        // Redirects are followed above the transport, the same way for every transport.
        setLong(BYLINE_CURLOPT_FOLLOWLOCATION, 0)
        setLong(BYLINE_CURLOPT_TIMEOUT_MS, deadline > 0 ? Int(deadline * 1000) : 0)
        if let stall = configuration.stallTimeout {
            // The engine ends a transfer that receives nothing for this long (``stallDeadline``);
            // libcurl's own low-speed check counts in whole-second windows and fires early.
            setLong(BYLINE_CURLOPT_CONNECTTIMEOUT_MS, Int(stall * 1000))
        } else {
            setLong(BYLINE_CURLOPT_CONNECTTIMEOUT_MS, Int(min(deadline > 0 ? deadline : 15, 15) * 1000))
        }
        // libcurl reads an empty proxy as "none", even when http_proxy is set.
        if let proxy = request.proxy ?? configuration.proxy { setString(BYLINE_CURLOPT_PROXY, proxy) }
        _ = byline_curl_set_offset(easy, BYLINE_CURLOPT_MAXFILESIZE_LARGE, curl_off_t(configuration.maxResponseBytes))
        _ = byline_curl_set_pointer(easy, BYLINE_CURLOPT_ERRORBUFFER, errorBuffer)
        _ = byline_curl_set_callback(easy, BYLINE_CURLOPT_WRITEFUNCTION, curlWriteBody)
        _ = byline_curl_set_pointer(easy, BYLINE_CURLOPT_WRITEDATA, me)
        _ = byline_curl_set_callback(easy, BYLINE_CURLOPT_HEADERFUNCTION, curlWriteHeader)
        _ = byline_curl_set_pointer(easy, BYLINE_CURLOPT_HEADERDATA, me)

        var fields = request.headers
        if !request.suppresses("User-Agent") {
            setString(BYLINE_CURLOPT_USERAGENT, fields["User-Agent"] ?? configuration.userAgent)
        }
        fields.remove("User-Agent")
        if !fields.contains("Accept-Encoding") && !request.suppresses("Accept-Encoding") {
            setString(BYLINE_CURLOPT_ACCEPT_ENCODING, "")
        }
        for field in fields {
            // "Name;" is libcurl's way to send a header with an empty value ("Name:" removes it).
            headerList = curl_slist_append(headerList, field.value.isEmpty ? "\(field.name);" : "\(field.name): \(field.value)")
        }
        for name in request.suppressedHeaders where !name.caseInsensitiveEquals("User-Agent") {
            headerList = curl_slist_append(headerList, "\(name):")
        }
        headerList = curl_slist_append(headerList, "Expect:")
        _ = byline_curl_set_pointer(easy, BYLINE_CURLOPT_HTTPHEADER, headerList)

        let method = request.method
        switch method {
        case "GET" where request.body == nil: setLong(BYLINE_CURLOPT_HTTPGET, 1)
        case "HEAD": setLong(BYLINE_CURLOPT_NOBODY, 1)
        case "POST": break
        default: setString(BYLINE_CURLOPT_CUSTOMREQUEST, method)
        }
        if method != "HEAD", let payload = request.body ?? (method == "POST" ? Data() : nil) {
            _ = byline_curl_set_offset(easy, BYLINE_CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(payload.count))
            payload.withUnsafeBytes { bytes in
                let empty: StaticString = ""
                _ = byline_curl_set_pointer(
                    easy, BYLINE_CURLOPT_COPYPOSTFIELDS,
                    bytes.baseAddress ?? UnsafeRawPointer(empty.utf8Start))
            }
        }
    }

    private func setLong(_ option: Int32, _ value: Int) {
        _ = byline_curl_set_long(easy, option, value)
    }

    private func setString(_ option: Int32, _ value: String) {
        value.withCString { _ = byline_curl_set_pointer(easy, option, $0) }
    }

    // MARK: - Waiting and finishing

    /// Remembers the caller to resume; resumes at once if the transfer already ended.
    func attach(_ continuation: CheckedContinuation<Result<Response, NetworkError>, Never>) {
        let early: Result<Response, NetworkError>? = lock.withLock {
            if let pendingResult { return pendingResult }
            self.continuation = continuation
            return nil
        }
        if let early { continuation.resume(returning: early) }
    }

    /// Marks the transfer as abandoned by its caller.
    func markCancelled() { lock.withLock { cancelled = true } }

    /// Whether the caller abandoned it.
    var isCancelled: Bool { lock.withLock { cancelled } }

    /// Resumes the caller once; later calls do nothing.
    func complete(_ result: Result<Response, NetworkError>) {
        let waiting: CheckedContinuation<Result<Response, NetworkError>, Never>? = lock.withLock {
            guard pendingResult == nil else { return nil }
            pendingResult = result
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: result)
    }

    /// The outcome for libcurl's result code, using what the callbacks collected.
    func result(for code: CURLcode) -> Result<Response, NetworkError> {
        if let failure { return .failure(failure) }
        guard code == BYLINE_CURLE_OK else {
            return .failure(
                CurlErrorMapping.error(
                    for: code, url: requestURL, deadline: configuration.stallTimeout ?? deadline,
                    configuration: configuration, detail: errorDetail, osErrno: osErrno))
        }
        deliverHead()
        return .success(currentHead(body: body))
    }

    private var errorDetail: String {
        let text = String(cString: errorBuffer)
        return TextSanitizer.singleLine(text)
    }

    private var osErrno: Int {
        var value = 0
        _ = byline_curl_get_long(easy, BYLINE_CURLINFO_OS_ERRNO, &value)
        return value
    }

    // MARK: - Callbacks

    /// The answer so far, with `body`.
    private func currentHead(body: Data = Data()) -> Response {
        Response(
            status: status, headers: headers, body: body, url: requestURL, httpVersion: httpVersion,
            reasonPhrase: reasonPhrase)
    }

    /// Hands the head to the stream once, when the final (not 1xx) header block has ended.
    private func deliverHead() {
        guard let stream, !headDelivered, status >= 200 else { return }
        headDelivered = true
        stream.head(currentHead())
    }

    /// When the transfer counts as stalled, if it has a stall timeout.
    var stallDeadline: TimeInterval? {
        configuration.stallTimeout.map { lastActivity + $0 }
    }

    /// The error of a transfer that stalled.
    var stallError: NetworkError {
        .transport(.timedOut(seconds: configuration.stallTimeout))
    }

    fileprivate func receiveHeader(_ line: String) {
        lastActivity = ProcessInfo.processInfo.systemUptime
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            deliverHead()
        } else if trimmed.hasPrefix("HTTP/") {
            let parts = trimmed.split(separator: " ", maxSplits: 2)
            status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            httpVersion = parts.first.map(String.init)
            reasonPhrase = parts.count > 2 ? String(parts[2]) : nil
            headers = HTTPHeaders()
        } else if let colon = trimmed.firstIndex(of: ":") {
            let name = String(trimmed[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(trimmed[trimmed.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            headers.add(name, value)
        }
    }

    fileprivate func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard received + bytes.count <= limit else {
            failure = .responseTooLarge(limit: limit)
            return false
        }
        received += bytes.count
        lastActivity = ProcessInfo.processInfo.systemUptime
        deliverHead()
        if let stream {
            guard stream.body(Data(bytes)) else {
                failure = .transport(.other(NetworkDetailText.bodyNotWritten.text))
                return false
            }
        } else {
            body.append(contentsOf: bytes)
        }
        return true
    }
}

/// libcurl's body callback: returning less than it was given aborts the transfer.
private func curlWriteBody(_ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let buffer, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    return transfer.receiveBody(UnsafeRawBufferPointer(start: buffer, count: length)) ? length : 0
}

/// libcurl's header callback: one header line per call, status lines included.
private func curlWriteHeader(_ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let buffer, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
    // Header values are bytes; RFC 9110 reads what is not UTF-8 as ISO 8859-1, never as U+FFFD.
    let line = String(validating: bytes, as: UTF8.self) ?? String(bytes.map { Character(Unicode.Scalar($0)) })
    transfer.receiveHeader(line)
    return length
}
