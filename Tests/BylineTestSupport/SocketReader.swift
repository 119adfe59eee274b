import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads HTTP/1.1 requests (Content-Length or chunked bodies) from a socket.
struct SocketReader {
    let fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    /// The next request, or nil when the peer closed or sent garbage.
    mutating func readRequest() -> RecordedRequest? {
        guard let headEnd = fill(until: { Self.find([13, 10, 13, 10], in: $0) }) else { return nil }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var request = RecordedRequest(
            method: String(requestLine[0]), target: String(requestLine[1]),
            headers: headers, body: Data(), connection: 0)
        if requestLine.count >= 3 { request.version = String(requestLine[2]) }
        if request.header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
            guard let body = readChunked() else { return nil }
            request.body = body
        } else if let length = request.header("Content-Length").flatMap(Int.init), length > 0 {
            guard fill(until: { $0.count >= length ? length : nil }) != nil else { return nil }
            request.body = Data(buffer[..<length])
            buffer.removeFirst(length)
        }
        return request
    }

    private mutating func readChunked() -> Data? {
        var body = Data()
        while true {
            guard let lineEnd = fill(until: { Self.find([13, 10], in: $0) }) else { return nil }
            let sizeText = String(decoding: buffer[..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
            buffer.removeFirst(lineEnd + 2)
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else { return nil }
            guard fill(until: { $0.count >= size + 2 ? size : nil }) != nil else { return nil }
            body.append(contentsOf: buffer[..<size])
            buffer.removeFirst(size + 2)
            if size == 0 { return body }
        }
    }

    /// Reads until `found` returns an index, or the peer closes.
    private mutating func fill(until found: ([UInt8]) -> Int?) -> Int? {
        while true {
            if let index = found(buffer) { return index }
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            let count = recv(fd, &chunk, chunk.count, 0)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<start + needle.count]) == needle { return start }
        }
        return nil
    }
}

/// Writes a ``TestResponse`` to a socket, faults included.
struct SocketWriter {
    let fd: Int32
    let isStopped: () -> Bool

    /// Performs the response; false when the connection must close afterwards.
    func perform(_ response: TestResponse, isHead: Bool) -> Bool {
        switch response {
        case .respond(let status, let headers, let body):
            var head = headers
            if !head.contains(where: { $0.0.lowercased() == "content-length" }) {
                head.append(("Content-Length", String(body.count)))
            }
            let sendBody = !isHead && status != 204 && status != 304
            // One write: a head and a body sent apart wait ~40 ms each on a kept-alive
            // connection (Nagle's algorithm meets the client's delayed ACK).
            return write(statusHead(status, head) + (sendBody ? body : Data()))
        case .delay(let seconds, let next):
            guard sleep(seconds) else { return false }
            return perform(next, isHead: isHead)
        case .trickle(let status, let headers, let body, let chunkSize, let interval):
            guard write(statusHead(status, headers + [("Content-Length", String(body.count))])) else { return false }
            var offset = 0
            while offset < body.count {
                guard sleep(interval) else { return false }
                let end = min(offset + max(chunkSize, 1), body.count)
                guard write(body[offset..<end]) else { return false }
                offset = end
            }
            return true
        case .resetMidBody(let declared, let sent):
            _ = write(statusHead(200, [("Content-Type", "application/xml"), ("Content-Length", String(declared))]))
            _ = write(Data(repeating: UInt8(ascii: "x"), count: sent))
            resetConnection()
            return false
        case .endless(let status, let contentType):
            guard write(statusHead(status, [("Content-Type", contentType), ("Transfer-Encoding", "chunked")])) else { return false }
            let chunk = Data("4000\r\n".utf8) + Data(repeating: UInt8(ascii: "a"), count: 0x4000) + Data("\r\n".utf8)
            while !isStopped() {
                guard write(chunk) else { return false }
            }
            return false
        case .reset:
            resetConnection()
            return false
        case .hang:
            while !isStopped() { _ = sleep(0.05) }
            return false
        case .raw(let bytes):
            _ = write(bytes)
            return false
        }
    }

    private func statusHead(_ status: Int, _ headers: [(String, String)]) -> Data {
        var text = "HTTP/1.1 \(status) \(reason(status))\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        return Data((text + "\r\n").utf8)
    }

    private func reason(_ status: Int) -> String {
        [
            200: "OK", 201: "Created", 204: "No Content", 301: "Moved Permanently", 302: "Found", 304: "Not Modified",
            400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 429: "Too Many Requests",
            500: "Internal Server Error", 503: "Service Unavailable"
        ][status] ?? "Status"
    }

    private func write<Bytes: DataProtocol>(_ bytes: Bytes) -> Bool {
        let array = Array(bytes)
        var offset = 0
        while offset < array.count {
            let count = array[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Sleeps in small steps so a stopping server is not held up; false when stopped.
    private func sleep(_ seconds: TimeInterval) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if isStopped() { return false }
            usleep(UInt32(min(20_000, max(1, end.timeIntervalSinceNow * 1_000_000))))
        }
        return !isStopped()
    }

    private func resetConnection() {
        var option = linger(l_onoff: 1, l_linger: 0)
        // With a zero linger, the close that follows sends RST instead of FIN.
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    }
}
