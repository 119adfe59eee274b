import BylineCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Opens a link in the user's browser: the URL is one argument of the configured command,
/// never passed through a shell, and only `http`/`https` links are opened.
enum BrowserLauncher {
    /// Why a link was not opened.
    struct Refusal: Error {
        /// One line for the status bar.
        var message: String
    }

    /// Starts the browser for `url` without waiting for it; its output goes nowhere.
    static func open(_ url: URL, configuration: Configuration) throws(Refusal) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw Refusal(message: "not opened: only http and https links are opened")
        }
        let text = url.absoluteString
        guard !text.hasPrefix("-"), !text.contains(where: { $0.isNewline || $0 == "\0" }) else {
            throw Refusal(message: "not opened: the link is malformed")
        }
        let arguments = configuration.browserArguments(for: text)
        guard let program = arguments.first else { throw Refusal(message: "no browser is configured (set BROWSER)") }
        guard let path = resolve(program) else {
            throw Refusal(message: "cannot open links: the browser '\(TextSanitizer.singleLine(program))' was not found")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = Array(arguments.dropFirst())
        let devNull = FileHandle(forUpdatingAtPath: "/dev/null")
        process.standardInput = devNull
        process.standardOutput = devNull
        process.standardError = devNull
        do {
            try process.run()
        } catch {
            throw Refusal(message: "cannot start the browser: \(error.localizedDescription)")
        }
    }

    /// `program` as an executable path, looked up in PATH when it has no slash.
    private static func resolve(_ program: String) -> String? {
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
