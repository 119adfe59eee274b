import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("file locations")
struct BylinePathsTests {
    @Test func withoutXDGVariablesFilesLiveUnderHome() throws {
        let paths = try BylinePaths(environment: ["HOME": "/home/ana"])
        #expect(
            paths
                == BylinePaths(
                    urls: "/home/ana/.config/byline/urls", config: "/home/ana/.config/byline/config",
                    cache: "/home/ana/.local/share/byline/cache.db"))
    }

    @Test func xdgVariablesMoveTheFiles() throws {
        let paths = try BylinePaths(environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": "/cfg/", "XDG_DATA_HOME": "/data"])
        #expect(paths == BylinePaths(urls: "/cfg/byline/urls", config: "/cfg/byline/config", cache: "/data/byline/cache.db"))
    }

    @Test func relativeXDGValuesAreIgnored() throws {
        let paths = try BylinePaths(environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": "cfg", "XDG_DATA_HOME": "./data"])
        #expect(paths.urls == "/home/ana/.config/byline/urls")
        #expect(paths.cache == "/home/ana/.local/share/byline/cache.db")
    }

    @Test func optionsWinOverEverything() throws {
        let paths = try BylinePaths(
            environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": "/cfg"],
            urls: "my-urls", config: "/etc/byline.conf", cache: "/tmp/c.db")
        #expect(paths == BylinePaths(urls: "my-urls", config: "/etc/byline.conf", cache: "/tmp/c.db"))
    }

    @Test func theAccountsFolderIsTheConfigsOwnAndTheCurrentOneForABareName() {
        #expect(BylinePaths(urls: "u", config: "/etc/byline/config", cache: "c").accountsFolder == "/etc/byline")
        #expect(BylinePaths(urls: "u", config: "conf/byline.conf", cache: "c").accountsFolder == "conf")
        #expect(BylinePaths(urls: "u", config: "byline.conf", cache: "c").accountsFolder == ".")
    }

    @Test func homeIsNeededOnlyWhenNothingElseSaysWhere() throws {
        #expect(throws: BylinePathsError.self) { try BylinePaths(environment: [:]) }
        #expect(throws: BylinePathsError.self) { try BylinePaths(environment: ["HOME": "relative/home"]) }
        let fromXDG = try BylinePaths(environment: ["XDG_CONFIG_HOME": "/cfg", "XDG_DATA_HOME": "/data"])
        #expect(fromXDG.cache == "/data/byline/cache.db")
        let fromOptions = try BylinePaths(environment: [:], urls: "/u", config: "/c", cache: "/d")
        #expect(fromOptions.urls == "/u")
    }

    @Test func theMissingHomeMessageSaysWhatToDo() {
        do {
            _ = try BylinePaths(environment: ["XDG_CONFIG_HOME": "/cfg"])
            Issue.record("no error without HOME or XDG_DATA_HOME")
        } catch {
            #expect(error.message.contains("HOME"))
            #expect(error.message.contains("XDG_DATA_HOME"))
            #expect(error.message.contains("--cache"))
        }
    }
}
