import BylineCore
import Foundation

/// The test's own Fever client, acting on the server as another device would.
struct FeverClient {
    let url: String
    let apiKey: String

    init(url: String, email: String, password: String) {
        self.url = url
        self.apiKey = FeverClient.md5(email + ":" + password)
    }

    /// POSTs `?api&SELECTORS` with the api_key (and `fields`) and returns the JSON object.
    func call(_ selectors: String, fields: [(String, String)] = []) async throws -> [String: Any] {
        var endpoint = try Endpoint(urlString: url + "?api" + (selectors.isEmpty ? "" : "&" + selectors))
        endpoint.method = .post(.form([.init("api_key", apiKey)] + fields.map { .init($0.0, $0.1) }))
        let response = try await CurlTransport(configuration: TransportConfiguration()).send(try endpoint.urlRequest())
        guard response.status == 200, let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any] else {
            throw FeverFailure(text: "Fever answered \(response.status): \(String(decoding: response.body, as: UTF8.self))")
        }
        return object
    }

    /// Marks an item: `as` is read, unread, saved or unsaved.
    func mark(_ id: String, as state: String) async throws {
        _ = try await call("", fields: [("mark", "item"), ("as", state), ("id", id)])
    }

    /// The ids in `unread_item_ids` or `saved_item_ids`.
    func ids(_ selector: String) async throws -> Set<String> {
        let object = try await call(selector)
        let list = object[selector] as? String ?? ""
        return Set(list.split(separator: ",").map(String.init))
    }

    /// Every item the server has for the user, by title.
    func itemIDsByTitle() async throws -> [String: String] {
        var found: [String: String] = [:]
        var since = 0
        while true {
            let object = try await call("items&since_id=\(since)")
            let items = object["items"] as? [[String: Any]] ?? []
            if items.isEmpty { return found }
            for item in items {
                let id = "\(item["id"] ?? "")"
                found[item["title"] as? String ?? ""] = id
                since = max(since, Int(id) ?? 0)
            }
        }
    }

    static func md5(_ text: String) -> String {
        // The test computes the key with the system's md5sum, independently of Byline's MD5.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/md5sum")
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try? process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        let digest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(digest.prefix(32))
    }
}

struct FeverFailure: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
}
