import Foundation

extension GReaderTestServer {
    /// A hostile Google Reader server (issue 25 §4): its reading list never ends. Page k holds
    /// items 10k…10k+9 of `feed/1` and names page k+1 as its continuation, so a second sync
    /// meets the same items again; each page waits `delay` seconds first.
    public static func endless(user: String, password: String, delay: TimeInterval = 0) throws -> GReaderTestServer {
        let server = try GReaderTestServer(user: user, password: password)
        server.addFeed("feed/1", title: "Endless", folder: "Loop", items: 1)
        server.intercept.current = { request in
            guard request.path.contains("/stream/contents/") else { return nil }
            let page = request.queryItems().first { $0.0 == "c" }?.1.flatMap(Int.init) ?? 0
            let items = (0..<10).map { offset -> [String: Any] in
                let number = page * 10 + offset
                return [
                    "id": "tag:google.com,2005:reader/item/" + String(format: "%016llx", 0x1000 + number),
                    "title": "Endless item \(number)", "published": 1_750_000_000 + number,
                    "crawlTimeMsec": String(1_750_000_000_000 + number), "canonical": [["href": "http://loop.example/\(number)"]],
                    "origin": ["streamId": "feed/1"], "categories": ["user/-/state/com.google/reading-list"]
                ]
            }
            let body = (try? JSONSerialization.data(withJSONObject: ["items": items, "continuation": String(page + 1)])) ?? Data()
            let answer = TestResponse.json(String(decoding: body, as: UTF8.self))
            return delay > 0 ? .delay(delay, then: answer) : answer
        }
        return server
    }
}
