import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("embedded resources")
struct EmbeddedResourcesTests {
    @Test func theEmbeddedDemoArticlesAreTheResourceFileByteForByte() throws {
        let file = try Data(contentsOf: Self.resource("demo/articles.json"))
        #expect(
            Data(EmbeddedResources.demoArticlesJSON.utf8) == file,
            "run scripts/embed-resources.sh after editing Resources/demo/articles.json")
    }

    @Test func theEmbeddedDefaultConfigIsTheResourceFileByteForByte() throws {
        let file = try Data(contentsOf: Self.resource("config.default"))
        #expect(
            Data(EmbeddedResources.defaultConfig.utf8) == file,
            "run scripts/embed-resources.sh after editing Resources/config.default")
        #expect(Data(DefaultConfiguration.text.utf8) == file)
    }

    @Test func theDefaultConfigTextParsesToTheDefaults() {
        let parsed = Configuration.parse(DefaultConfiguration.text)
        #expect(parsed.errors == [])
        #expect(parsed.configuration == Configuration())
        #expect(DefaultConfiguration.text.contains("# download-timeout 30"))
    }

    @Test func theDemoDocumentIsANewsAPIEverythingResponse() throws {
        let response = try DemoArticles.response()
        #expect(response.status == "ok")
        #expect(response.totalResults == response.articles.count)
        #expect(response.articles.count >= 34)
    }

    /// `Resources/<path>` at the package root, found from this file's path.
    private static func resource(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Demo
            .deletingLastPathComponent()  // BylineCoreTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Resources").appendingPathComponent(path)
    }
}
