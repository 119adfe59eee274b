import BylineCore
import BylineText
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

    /// Programs that draw in the terminal they are started from: they get the terminal while
    /// the browser waits for them, as newsboat does. Any other browser is started detached.
    static let textBrowsers: Set<String> = ["w3m", "lynx", "links", "links2", "elinks", "browsh", "carbonyl", "www-browser"]

    /// The browser's words for `url` (and `%U`'s `feedURL`), checked: only well-formed
    /// http(s) links, and a browser that exists. Returns the program's path and the arguments.
    static func command(
        for url: URL, feedURL: String? = nil,
        configuration: Configuration
    ) throws(Refusal) -> (path: String, arguments: [String]) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw Refusal(message: LauncherText.notOpenedScheme.text)
        }
        let text = url.absoluteString
        guard !text.hasPrefix("-"), !text.contains(where: { $0.isNewline || $0 == "\0" }) else {
            throw Refusal(message: LauncherText.notOpenedMalformed.text)
        }
        let arguments = configuration.browserArguments(for: text, feedURL: feedURL)
        guard let program = arguments.first else { throw Refusal(message: LauncherText.noBrowser.text) }
        guard let path = resolve(program) else {
            throw Refusal(message: LauncherText.browserNotFound(TextSanitizer.singleLine(program)))
        }
        return (path, arguments)
    }

    /// Whether the program at `path` is a text browser (by its file name).
    static func isTextBrowser(_ path: String) -> Bool {
        textBrowsers.contains((path as NSString).lastPathComponent)
    }

    /// Starts a graphical browser for `url` without waiting for it, in `environment` (Byline's
    /// secrets always left out); its output goes nowhere. (A text browser is run by the
    /// browser's runtime, which hands it the terminal.)
    static func openDetached(path: String, arguments: [String], environment: [String: String]) throws(Refusal) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = Array(arguments.dropFirst())
        process.environment = SecretEnvironment.scrubbed(environment)
        let devNull = FileHandle(forUpdatingAtPath: "/dev/null")
        process.standardInput = devNull
        process.standardOutput = devNull
        process.standardError = devNull
        do {
            try process.run()
        } catch {
            throw Refusal(message: LauncherText.cannotStartBrowser(error.localizedDescription))
        }
    }

    /// `program` as an executable path, looked up in PATH when it has no slash.
    static func resolve(_ program: String) -> String? {
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
