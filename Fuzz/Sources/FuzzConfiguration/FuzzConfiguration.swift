import BylineCore
import BylineText
import Foundation
import FuzzSupport

/// A link to open, to check the browser command keeps it whole.
private let link = "https://example.com/a?b=1&c=%20#top"

/// A config file: parse it, check every setting stays in its documented range, every error
/// names a real line in one line of words, and the browser command always gets the link
/// (percent-encoded for shells inside a longer word).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let parsed = Configuration.parse(input.text, fileName: "config", environment: ["BROWSER": "firefox"])
    let lineCount = SourceChecks.lineCount(of: input.data)
    for error in parsed.errors {
        LineChecks.requireMessage(error.description, "config error")
        FuzzCheck.require(
            error.line.map { $0 >= 1 && $0 <= lineCount } == true, "config error on line \(String(describing: error.line)) of \(lineCount)")
    }
    let configuration = parsed.configuration
    FuzzCheck.require((1...3600).contains(configuration.downloadTimeout), "download-timeout \(configuration.downloadTimeout)")
    FuzzCheck.require((1...256).contains(configuration.maxConnections), "max-connections \(configuration.maxConnections)")
    FuzzCheck.require((1...64).contains(configuration.maxConnectionsPerHost), "max-connections-per-host \(configuration.maxConnectionsPerHost)")
    FuzzCheck.require((1...1024).contains(configuration.maxResponseSizeMiB), "max-response-size \(configuration.maxResponseSizeMiB)")
    FuzzCheck.require(configuration.maxResponseBytes == configuration.maxResponseSizeMiB * 1_048_576, "max-response-size bytes")
    let arguments = configuration.browserArguments(for: link)
    FuzzCheck.require(!arguments.isEmpty, "browser command \(FuzzCheck.show(configuration.browser)) gives no words")
    // A word that is only `%u` (or no placeholder) gets the link as it is; `%u` inside a longer
    // word gets it made inert for shells (``PercentEncoding/shellInert(_:)``).
    let inert = PercentEncoding.shellInert(link)
    FuzzCheck.require(
        arguments.contains { $0.contains(link) || $0.contains(inert) },
        "browser command \(FuzzCheck.show(configuration.browser)) loses the link: \(arguments)")
    return 0
}
