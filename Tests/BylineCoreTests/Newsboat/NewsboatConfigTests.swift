import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("newsboat's config translated into Byline's")
struct NewsboatConfigTests {
    @Test("every setting with a Byline meaning is carried, renamed or translated where Byline differs")
    func settingsAreCarried() throws {
        let translated = NewsboatConfig.translate(try NewsboatFixtures.text("config"), fileName: "nb/config")
        #expect(
            translated.lines == [
                "keymap newsboat",
                "browser firefox --new-tab %u",
                "reload-time 30",
                "auto-reload yes",
                "show-read-articles no",
                "download-timeout 45",
                "refresh-on-start yes",
                "max-connections 4",
                "max-items 500",
                "keep-articles-days 90",
                "bind-key j down",
                "bind-key k up article",
                "unbind-key J",
                #"macro v set browser "mpv %u" ; open-in-browser ; set browser "firefox %u""#,
                "color listfocus black yellow bold",
                #"highlight article "[Ss]wift" red default bold"#,
                #"highlight-article "feedurl =~ \"blog\"" cyan default"#,
                #"ignore-article * "title =~ \"Sponsored\"""#,
                "ignore-mode display",
                "notify-program ~/bin/notify",
                "bookmark-cmd ~/bin/bookmark",
                // newsboat 2.21 lists the fewest unread first for a bare unreadarticlecount.
                "sort-sources unread-reversed",
                "sort-articles title",
                #"user-agent "Mozilla/5.0 (newsboat)""#,
                "proxy socks5://127.0.0.1:1080"
            ])
    }

    @Test(
        "newsboat's sort orders come across with the direction newsboat 2.21 shows them in",
        arguments: [
            ("article-sort-order date-asc", "sort-articles date"), ("article-sort-order date", "sort-articles date-reversed"),
            ("article-sort-order date-desc", "sort-articles date-reversed"), ("article-sort-order title", "sort-articles title"),
            ("article-sort-order title-asc", "sort-articles title"), ("article-sort-order title-desc", "sort-articles title-reversed"),
            ("feed-sort-order title", "sort-sources name"), ("feed-sort-order title-desc", "sort-sources name"),
            ("feed-sort-order title-asc", "sort-sources name-reversed"),
            ("feed-sort-order unreadarticlecount-asc", "sort-sources unread"),
            ("feed-sort-order unreadarticlecount-desc", "sort-sources unread-reversed"),
            ("feed-sort-order lastupdated", "sort-sources last-update"),
            ("feed-sort-order lastupdated-asc", "sort-sources last-update-reversed")
        ])
    func sortOrdersKeepTheirDirection(newsboat: String, byline: String) {
        let translated = NewsboatConfig.translate(newsboat + "\n")
        #expect(translated.lines == ["keymap newsboat", byline])
        #expect(translated.failures.isEmpty && translated.notCarried.isEmpty)
        #expect(Configuration.parse(byline).errors.isEmpty)
    }

    @Test(
        "sort orders Byline does not have are named, not guessed",
        arguments: [
            "article-sort-order author", "article-sort-order flags-desc", "article-sort-order random",
            "feed-sort-order none", "feed-sort-order firsttag", "feed-sort-order articlecount-asc", "article-sort-order date-sideways"
        ])
    func otherSortOrdersAreNamed(line: String) {
        let translated = NewsboatConfig.translate(line + "\n")
        #expect(translated.lines == ["keymap newsboat"])
        #expect(translated.notCarried == [String(line.prefix { $0 != " " })])
    }

    @Test("what has no Byline meaning is named once, and failing lines name the newsboat file and line")
    func theRestIsNamed() throws {
        let translated = NewsboatConfig.translate(try NewsboatFixtures.text("config"), fileName: "nb/config")
        #expect(translated.notCarried == ["html-renderer", "pager", "include", "cookie-cache (runs a command in backticks)", "proxy-auth"])
        #expect(
            translated.failures.map(\.description) == [
                "nb/config:31: download-timeout must be a number of seconds, not 'soon'",
                "nb/config:32: browser 'w3m %u | less' needs a shell, which Byline does not run; "
                    + "write the command and its arguments without shell operators"
            ])
        // The proxy's credentials are never copied or shown.
        #expect(!(translated.lines + translated.notCarried + translated.failures.map(\.description)).joined().contains("hunter2"))
    }

    @Test("the carried settings Byline's own parser knows read back without an error")
    func carriedSettingsParse() throws {
        let translated = NewsboatConfig.translate(try NewsboatFixtures.text("config"))
        let own = translated.lines.filter { line in
            !NewsboatConfig.sharedSyntax.contains(String(line.prefix { $0 != " " }))
        }
        let parsed = Configuration.parse(own.joined(separator: "\n"))
        #expect(parsed.errors.isEmpty)
        #expect(parsed.configuration.reloadTime == 30 && parsed.configuration.downloadTimeout == 45)
        #expect(parsed.configuration.killfile.mode == .display && parsed.configuration.killfile.rules.count == 1)
        #expect(parsed.configuration.proxy == "socks5://127.0.0.1:1080")
    }

    @Test("a proxy newsboat does not use is named, not carried")
    func unusedProxyIsNamed() {
        let translated = NewsboatConfig.translate("proxy 10.0.0.1:3128\nuse-proxy no\n")
        #expect(translated.lines == ["keymap newsboat"])
        #expect(translated.notCarried == ["proxy (use-proxy is no)"])
    }
}
