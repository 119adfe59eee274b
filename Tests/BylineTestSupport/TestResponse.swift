import Foundation

/// What the test server does with a request: answer, or misbehave on purpose.
public indirect enum TestResponse: Sendable {
    /// A complete answer with Content-Length.
    case respond(status: Int, headers: [(String, String)], body: Data)
    /// Wait, then do something else.
    case delay(TimeInterval, then: TestResponse)
    /// Send the head, then the body one chunk per interval (a slow server).
    case trickle(status: Int, headers: [(String, String)], body: Data, chunkSize: Int, interval: TimeInterval)
    /// Declare `declaredLength` bytes, send `sentBytes` of them, then reset the connection.
    case resetMidBody(declaredLength: Int, sentBytes: Int)
    /// A chunked body that never ends (until the client goes away or the server stops).
    case endless(status: Int, contentType: String)
    /// Accept the request, then reset the connection without answering.
    case reset
    /// Never answer (until the server stops).
    case hang
    /// Bytes written as they are, then the connection is closed.
    case raw(Data)

    /// A 200 answer with a text body.
    public static func text(
        _ text: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8",
        headers: [(String, String)] = []
    ) -> TestResponse {
        .respond(status: status, headers: [("Content-Type", contentType)] + headers, body: Data(text.utf8))
    }

    /// An answer with a JSON body.
    public static func json(_ text: String, status: Int = 200, headers: [(String, String)] = []) -> TestResponse {
        .respond(status: status, headers: [("Content-Type", "application/json")] + headers, body: Data(text.utf8))
    }

    /// A redirect to `location`.
    public static func redirect(_ location: String, status: Int = 302) -> TestResponse {
        .respond(status: status, headers: [("Location", location)], body: Data())
    }

    /// An empty answer with only a status.
    public static func status(_ status: Int, headers: [(String, String)] = []) -> TestResponse {
        .respond(status: status, headers: headers, body: Data())
    }

    /// `body` compressed with gzip and sent with `Content-Encoding: gzip`.
    public static func gzip(_ body: Data, contentType: String, headers: [(String, String)] = []) -> TestResponse {
        .respond(
            status: 200, headers: [("Content-Type", contentType), ("Content-Encoding", "gzip")] + headers,
            body: Gzip.compress(body))
    }
}

/// gzip through the system's `gzip` program (test support only).
public enum Gzip {
    /// `data` compressed.
    public static func compress(_ data: Data) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-c", "-n"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch { return Data() }
        let writer = Thread {
            input.fileHandleForWriting.write(data)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return compressed
    }
}
