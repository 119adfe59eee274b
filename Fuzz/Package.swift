// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for every parser of outside input, built only by bench/fuzz.sh:
//   swift build -c release --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address --scratch-path .build-fuzz --product FuzzFeeds
// (not `--sanitize fuzzer --sanitize address`: SwiftPM then passes two -sanitize= flags in
// random order and the last one wins, so half the builds have no coverage instrumentation.)
// A separate package so the main `swift build` / `swift test` never build them. Each target
// uses BylineCore's public API only (a plain `import`, never `@testable`).

/// Where the Byline package is: `..` (this folder's parent) unless the script says otherwise.
/// SwiftPM names a path dependency after its folder, so a checkout folder itself named `fuzz`
/// would clash with this package (`Fuzz`); bench/fuzz.sh passes a symlink named `byline`.
let bylinePath = Context.environment["BYLINE_FUZZ_PACKAGE_PATH"] ?? ".."

/// One fuzz target per parser; the product name is `Fuzz` + the name.
let targetNames = ["Feeds", "HTML", "URLsFile", "OPML", "Configuration", "NewsAPI", "Sanitizer", "DisplayWidth", "Reader"]

let package = Package(
    name: "BylineFuzz",
    products: targetNames.map { .executable(name: "Fuzz\($0)", targets: ["Fuzz\($0)"]) },
    dependencies: [
        .package(name: "Byline", path: bylinePath)
    ],
    targets: [
        // Checks shared by the targets: terminal safety, width limits, one-line messages.
        .target(name: "FuzzSupport", dependencies: [.product(name: "BylineCore", package: "Byline")])
    ]
        + targetNames.map { name in
            .executableTarget(
                name: "Fuzz\(name)",
                dependencies: ["FuzzSupport", .product(name: "BylineCore", package: "Byline")]
            )
        },
    swiftLanguageModes: [.v6]
)
