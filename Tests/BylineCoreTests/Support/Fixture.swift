import Foundation

/// Reads fixture files that live beside the tests, in Tests/BylineCoreTests/Fixtures.
enum Fixture {
    /// The folder holding the fixtures.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The bytes of `Fixtures/<path>`.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(path))
    }

    /// The text of `Fixtures/<path>`.
    static func text(_ path: String) throws -> String {
        String(decoding: try data(path), as: UTF8.self)
    }
}
