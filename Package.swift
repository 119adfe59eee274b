// swift-tools-version: 6.0
import PackageDescription

// A module that imports FoundationNetworking, or imports a module that does, asks the linker
// for libcurl, and the program then loads libcurl and the 27 libraries it needs at every
// start. CCurl defines the libcurl functions that Byline and FoundationNetworking call and
// loads libcurl.so.4 on first use (Sources/CCurl/curl_loader.c), so the program's modules
// drop that request.
let notLinkingCurl = SwiftSetting.unsafeFlags(["-Xfrontend", "-disable-autolink-library", "-Xfrontend", "curl"])

let package = Package(
    name: "Byline",
    products: [
        .executable(name: "byline", targets: ["byline"]),
        // The core as a library (the fuzz package uses it): the text layer, the core above it
        // and refresh and sync on top.
        .library(name: "BylineCore", targets: ["BylineText", "BylineCore", "BylineRefresh"])
    ],
    targets: [
        // System libraries (Debian -dev packages; see README "Requirements").
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        .systemLibrary(name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0"),
        // libcurl.so.4 (always present beside FoundationNetworking), loaded on first use:
        // see Sources/CCurl/curl_loader.c.
        .target(name: "CCurl", path: "Sources/CCurl"),
        // The article-body codec: zlib (linked) and zstd (libzstd.so.1, loaded on first use,
        // since its header is not in the base image: see Sources/CBodyCodec/zstd_loader.c).
        .target(name: "CBodyCodec", path: "Sources/CBodyCodec", linkerSettings: [.linkedLibrary("z"), .linkedLibrary("dl")]),
        // POSIX regular expressions under a UTF-8 locale with an ASCII fast path, and SQLite's
        // `REGEXP` function over them.
        .target(name: "CRegex", path: "Sources/CRegex", linkerSettings: [.linkedLibrary("sqlite3")]),

        // The layers of the core, each importing only those above it in this list, so an arrow
        // the wrong way does not compile.
        // Text and HTML (rich text, display width, dates, sanitizing), the message catalogue
        // (every message the core and its stored errors show) and generic support (child
        // processes, byte scans, digit grouping). Knows no articles, feeds, store or network.
        .target(name: "BylineText", dependencies: ["CLibXML2"], swiftSettings: [notLinkingCurl]),
        // Child processes (argv, never a shell), worker threads, and files replaced whole under
        // a lock, keeping their mode and links.
        .target(name: "BylineSystem", dependencies: ["BylineText"], swiftSettings: [notLinkingCurl]),
        // The libxml2 wrapper: documents and streamed parsing with no entity expansion and no
        // network, input repair, charsets.
        .target(name: "BylineXML", dependencies: ["BylineText", "CLibXML2"], swiftSettings: [notLinkingCurl]),
        // The filter language: lexer, parser, expressions, regular expressions.
        .target(name: "BylineFilter", dependencies: ["BylineText", "CRegex"], swiftSettings: [notLinkingCurl]),
        // HTTP: requests, transports (libcurl, URLSession), validation, redaction, `Resource`, `APIService`.
        .target(name: "BylineHTTP", dependencies: ["BylineText", "BylineSystem", "CCurl"], swiftSettings: [notLinkingCurl]),
        // Reader mode: a web page's article, extracted.
        .target(name: "BylineReader", dependencies: ["BylineText", "BylineXML", "BylineHTTP"], swiftSettings: [notLinkingCurl]),
        // No terminal: sources, parsers, models, cache. Knows no refresh and no sync.
        .target(
            name: "BylineCore",
            dependencies: [
                "BylineText", "BylineSystem", "BylineXML", "BylineFilter", "BylineHTTP", "BylineReader", "CSQLite", "CRegex",
                "CBodyCodec", "CLibXML2", "CCurl"
            ],
            swiftSettings: [notLinkingCurl]),
        // A whole refresh (fetching sources, storing, expiry, notify, full-text harvest) and
        // the sync with reader accounts, over the core's network, parsers and store; their own
        // messages (why a source was not asked, the sync's), which no stored value names.
        .target(name: "BylineRefresh", dependencies: ["BylineText", "BylineCore"], swiftSettings: [notLinkingCurl]),
        // No terminal: state, update, key map, layout, rendering into a Canvas; the browser's
        // own messages (key help, screen notices, terminal).
        .target(name: "BylineUI", dependencies: ["BylineText", "BylineCore", "BylineRefresh"], swiftSettings: [notLinkingCurl]),
        // The only target that imports curses.
        .target(name: "BylineTerminal", dependencies: ["BylineUI", "CNcurses"], swiftSettings: [notLinkingCurl]),
        // Command line: argument parsing and the subcommands, and their messages (command and
        // option help, output, launcher).
        .target(
            name: "BylineCLI", dependencies: ["BylineText", "BylineCore", "BylineRefresh", "BylineUI", "BylineTerminal"],
            swiftSettings: [notLinkingCurl]),
        // Thin executable.
        .executableTarget(name: "byline", dependencies: ["BylineCLI"], swiftSettings: [notLinkingCurl]),

        // Test support: a loopback HTTP server with fault injection, process helpers.
        .target(name: "BylineTestSupport", dependencies: ["BylineText", "BylineCore"], path: "Tests/BylineTestSupport"),
        // The core's tests, and the catalogue's completeness test over every target's part.
        .testTarget(
            name: "BylineCoreTests",
            dependencies: [
                "BylineText", "BylineSystem", "BylineXML", "BylineFilter", "BylineHTTP", "BylineReader", "BylineCore", "BylineRefresh",
                "BylineUI", "BylineCLI", "CBodyCodec", "BylineTestSupport"
            ],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "BylineUITests", dependencies: ["BylineUI", "BylineText", "BylineCore", "BylineRefresh"], exclude: ["Snapshots"]),
        .testTarget(name: "BylineTerminalTests", dependencies: ["BylineTerminal", "BylineText", "BylineTestSupport"]),
        .testTarget(name: "BylineCLITests", dependencies: ["BylineCLI", "byline", "BylineText", "BylineRefresh", "BylineTestSupport"])
    ],
    swiftLanguageModes: [.v6]
)
