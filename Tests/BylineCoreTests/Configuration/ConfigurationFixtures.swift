import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Fixture files for the configuration tests, read as plain files beside the tests.
enum ConfigurationFixtures {
    /// `Tests/BylineCoreTests/Fixtures/configuration`.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/configuration")

    /// The bytes of a fixture.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// The text of a UTF-8 fixture.
    static func text(_ name: String) throws -> String {
        String(decoding: try data(name), as: UTF8.self)
    }

    /// `Resources/config.default` at the package root.
    static var defaultConfig: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/config.default")
    }
}
