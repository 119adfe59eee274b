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
    private var continuation: CheckedContinuation<Result<Response, NetworkError>, Never>?
    private var pendingResult: Result<Response, NetworkError>?
    private var cancelled = false

    // Written by libcurl's callbacks on the engine thread only.
    fileprivate var body = Data()
    fileprivate var headers = HTTPHeaders()
    fileprivate var status = 0
    fileprivate var httpVersion: String?
    fileprivate var hops: [URL] = []
    fileprivate var failure: NetworkError?
    fileprivate var limit: Int { configuration.maxResponseBytes }

    /// Prepares the easy handle for `request`; fails for a URL curl should not be given.
    init(request: URLRequest, configuration: TransportConfiguration, deadline: TimeInterval) throws(NetworkError) {
        guard let url = request.url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .invalidURL("only http and https URLs can be requested")
        }
        guard let easy = curl_easy_init() else {
            throw .transport(.other("libcurl could not start a transfer"))
        }
        self.easy = easy
        self.configuration = configuration
        self.deadline = deadline
        self.requestURL = url
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

    private func configure(_ request: URLRequest) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        setLong(BYLINE_CURLOPT_NOSIGNAL, 1)
        setString(BYLINE_CURLOPT_URL, requestURL.absoluteString)
        setString(BYLINE_CURLOPT_PROTOCOLS_STR, "http,https")
        setString(BYLINE_CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        setLong(BYLINE_CURLOPT_HTTP_VERSION, Int(BYLINE_CURL_HTTP_VERSION_1_1))
        let follows = configuration.maxRedirects > 0 && !CredentialHeaders.present(in: request)
        setLong(BYLINE_CURLOPT_FOLLOWLOCATION, follows ? 1 : 0)
        setLong(BYLINE_CURLOPT_MAXREDIRS, configuration.maxRedirects)
        setLong(BYLINE_CURLOPT_TIMEOUT_MS, Int(deadline * 1000))
        setLong(BYLINE_CURLOPT_CONNECTTIMEOUT_MS, Int(min(deadline, 15) * 1000))
        _ = byline_curl_set_offset(easy, BYLINE_CURLOPT_MAXFILESIZE_LARGE, curl_off_t(configuration.maxResponseBytes))
        _ = byline_curl_set_pointer(easy, BYLINE_CURLOPT_ERRORBUFFER, errorBuffer)
        _ = byline_curl_set_callback(easy, BYLINE_CURLOPT_WRITEFUNCTION, curlWriteBody)
        _ = byline_curl_set_pointer(easy, BYLINE_CURLOPT_WRITEDATA, me)
        _ = byline_curl_set_callback(easy, BYLINE_CURLOPT_HEADERFUNCTION, curlWriteHeader)
        _ = byline_curl_set_pointer(easy, BYLINE_CURLOPT_HEADERDATA, me)

        var fields = request.allHTTPHeaderFields ?? [:]
        let userAgent = fields.removeValue(forKey: "User-Agent") ?? configuration.userAgent
        setString(BYLINE_CURLOPT_USERAGENT, userAgent)
        if !fields.keys.contains(where: { $0.lowercased() == "accept-encoding" }) {
            setString(BYLINE_CURLOPT_ACCEPT_ENCODING, "")
        }
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            headerList = curl_slist_append(headerList, "\(name): \(value)")
        }
        headerList = curl_slist_append(headerList, "Expect:")
        _ = byline_curl_set_pointer(easy, BYLINE_CURLOPT_HTTPHEADER, headerList)

        let method = (request.httpMethod ?? "GET").uppercased()
        switch method {
        case "GET": setLong(BYLINE_CURLOPT_HTTPGET, 1)
        case "HEAD": setLong(BYLINE_CURLOPT_NOBODY, 1)
        default:
            if method != "POST" { setString(BYLINE_CURLOPT_CUSTOMREQUEST, method) }
        }
        if method != "GET" && method != "HEAD" {
            let payload = request.httpBody ?? Data()
            if method == "POST" || !payload.isEmpty {
                _ = byline_curl_set_offset(easy, BYLINE_CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(payload.count))
                payload.withUnsafeBytes { bytes in
                    let empty: StaticString = ""
                    _ = byline_curl_set_pointer(easy, BYLINE_CURLOPT_COPYPOSTFIELDS,
                                                bytes.baseAddress ?? UnsafeRawPointer(empty.utf8Start))
                }
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
            return .failure(CurlErrorMapping.error(for: code, url: requestURL, deadline: deadline,
                                                   configuration: configuration, detail: errorDetail, osErrno: osErrno))
        }
        var effective: UnsafePointer<CChar>?
        _ = byline_curl_get_string(easy, BYLINE_CURLINFO_EFFECTIVE_URL, &effective)
        let finalURL = effective.flatMap { URL(string: String(cString: $0)) } ?? requestURL
        let redirects = (300..<400).contains(status) ? Array(hops.dropLast()) : hops
        return .success(Response(status: status, headers: headers, body: body, url: finalURL,
                                 redirects: redirects, httpVersion: httpVersion))
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

    fileprivate func receiveHeader(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("HTTP/") {
            let parts = trimmed.split(separator: " ", maxSplits: 2)
            status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            httpVersion = parts.first.map(String.init)
            headers = HTTPHeaders()
            if (300..<400).contains(status) {
                var effective: UnsafePointer<CChar>?
                _ = byline_curl_get_string(easy, BYLINE_CURLINFO_EFFECTIVE_URL, &effective)
                if let url = effective.flatMap({ URL(string: String(cString: $0)) }) { hops.append(url) }
            }
        } else if let colon = trimmed.firstIndex(of: ":") {
            let name = String(trimmed[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(trimmed[trimmed.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            headers.add(name, value)
        }
    }

    fileprivate func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard body.count + bytes.count <= limit else {
            failure = .responseTooLarge(limit: limit)
            return false
        }
        body.append(contentsOf: bytes)
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
    let line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: length), as: UTF8.self)
    transfer.receiveHeader(line)
    return length
}
