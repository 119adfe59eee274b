import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("where newsboat's files are")
struct NewsboatPathsTests {
    @Test("~/.newsboat when it exists, else the XDG folders (with their defaults)")
    func newsboatsOwnRule() throws {
        let dot = try NewsboatPaths(environment: ["HOME": "/h"]) { $0 == "/h/.newsboat" }
        #expect(dot == NewsboatPaths(urls: "/h/.newsboat/urls", config: "/h/.newsboat/config", cache: "/h/.newsboat/cache.db"))
        let xdg = try NewsboatPaths(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/c/", "XDG_DATA_HOME": "/d"]) { _ in false }
        #expect(xdg == NewsboatPaths(urls: "/c/newsboat/urls", config: "/c/newsboat/config", cache: "/d/newsboat/cache.db"))
        let defaults = try NewsboatPaths(environment: ["HOME": "/h", "XDG_DATA_HOME": "relative"]) { _ in false }
        #expect(
            defaults
                == NewsboatPaths(
                    urls: "/h/.config/newsboat/urls", config: "/h/.config/newsboat/config",
                    cache: "/h/.local/share/newsboat/cache.db"))
        #expect(NewsboatPaths(folder: "/x/").cache == "/x/cache.db")
        #expect(throws: BylinePathsError.self) { try NewsboatPaths(environment: [:]) { _ in true } }
    }
}
