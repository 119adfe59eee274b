import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests: it records every request and answers
/// with whatever ``TestResponse`` the handler returns, including faults on purpose.
public final class TestHTTPServer: @unchecked Sendable {
    /// Decides the answer to each request.
    public typealias Handler = @Sendable (RecordedRequest) -> TestResponse

    /// The port it listens on (chosen by the system).
    public let port: Int
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var recorded: [RecordedRequest] = []
    private var clients: Set<Int32> = []
    private var isStopped = false
    private var connections = 0
    private let finished = DispatchGroup()

    /// Starts a server answering through `handler`.
    public init(handler: @escaping Handler) throws {
        self.handler = handler
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw ServerError("socket() failed: errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(socketFD, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socketFD, 128) == 0 else {
            close(socketFD)
            throw ServerError("bind/listen on 127.0.0.1 failed: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketFD, $0, &length) }
        }
        self.listener = socketFD
        self.port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        finished.enter()
        thread.start()
    }

    /// A server that answers by path (the target without its query); unknown paths get 404.
    public convenience init(routes: [String: TestResponse]) throws {
        try self.init { request in routes[request.path] ?? .text("no route", status: 404) }
    }

    deinit { stop() }

    /// `http://127.0.0.1:PORT` followed by `pathAndQuery`.
    public func url(_ pathAndQuery: String = "/") -> URL {
        URL(string: urlString(pathAndQuery)) ?? URL(fileURLWithPath: "/")
    }

    /// The URL as text.
    public func urlString(_ pathAndQuery: String = "/") -> String {
        "http://127.0.0.1:\(port)\(pathAndQuery)"
    }

    /// Every request received so far, in order.
    public var requests: [RecordedRequest] { lock.withLock { recorded } }

    /// How many connections were accepted.
    public var connectionCount: Int { lock.withLock { connections } }

    /// Stops accepting, drops every connection, and waits for the server's threads to end.
    public func stop() {
        // Connections are shut down under the lock their threads close them under: a
        // descriptor closed in between could already belong to another test's socket.
        let first: Bool = lock.withLock {
            guard !isStopped else { return false }
            isStopped = true
            for client in clients { shutdown(client, Int32(SHUT_RDWR)) }
            return true
        }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        _ = finished.wait(timeout: .now() + 10)
        close(listener)
    }

    private var stopped: Bool { lock.withLock { isStopped } }

    private func acceptLoop() {
        defer { finished.leave() }
        while !stopped {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            let number: Int? = lock.withLock {
                guard !isStopped else { return nil }
                clients.insert(client)
                connections += 1
                return connections
            }
            guard let number else {
                close(client)
                return
            }
            finished.enter()
            let thread = Thread { [self] in
                serve(client, connection: number)
                lock.withLock {
                    _ = clients.remove(client)
                    close(client)
                }
                finished.leave()
            }
            thread.start()
        }
    }

    private func serve(_ client: Int32, connection: Int) {
        var reader = SocketReader(fd: client)
        while !stopped {
            guard var request = reader.readRequest() else { return }
            request.connection = connection
            lock.withLock { recorded.append(request) }
            let keepAlive = request.keepsAlive
            let writer = SocketWriter(fd: client, isStopped: { [self] in stopped })
            guard writer.perform(handler(request), isHead: request.method == "HEAD"), keepAlive else { return }
        }
    }
}

/// Why the test server could not start.
public struct ServerError: Error, CustomStringConvertible {
    /// What failed.
    public var description: String
    init(_ description: String) { self.description = description }
}
