import Foundation

/// The newsboat files beside the tests (`Fixtures/newsboat`).
enum NewsboatFixtures {
    /// `Tests/BylineCoreTests/Fixtures/newsboat`.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/newsboat")

    /// The text of a fixture.
    static func text(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
    }
}
