import BylineCore
import Foundation

/// A `--session NAME`: the cookies and the credentials of earlier requests to one host,
/// kept in a private file (mode 0600, in a 0700 folder) under Byline's data folder, like
/// HTTPie's sessions.
struct RequestSession: Codable, Equatable {
    /// The cookies the host set.
    var cookies = CookieJar()
    /// The `Authorization` value last used with the host, if any.
    var authorization: String?

    /// `DATA/sessions/HOST_PORT/NAME.json`: one session per host, so credentials never
    /// travel to another host that happens to use the same session name.
    static func path(name: String, url: URL, environment: [String: String]) throws -> String {
        let host = (url.host ?? "host").lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }
        let port = url.port ?? (url.scheme == "https" ? 443 : 80)
        return try BylinePaths.dataDirectory(environment: environment) + "/sessions/\(host)_\(port)/\(name).json"
    }

    /// The session stored at `path`, or a new one when there is none.
    static func load(path: String) throws -> RequestSession {
        guard let data = FileManager.default.contents(atPath: path) else { return RequestSession() }
        return try JSONDecoder().decode(RequestSession.self, from: data)
    }

    /// Writes the session to `path` readable by its owner only, replacing the old file whole.
    func save(path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let temporary = path + ".tmp"
        guard
            FileManager.default.createFile(
                atPath: temporary, contents: try encoder.encode(self),
                attributes: [.posixPermissions: 0o600])
        else {
            throw CocoaError(.fileWriteUnknown)
        }
        if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
        try FileManager.default.moveItem(atPath: temporary, toPath: path)
    }
}
