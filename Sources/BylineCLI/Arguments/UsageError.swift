/// A command line that cannot be run as written: exit status 2, with the usage line.
struct UsageError: Error, Sendable, Equatable {
    /// What is wrong, in words.
    var message: String

    init(_ message: String) { self.message = message }
}

/// The exit statuses of `byline` (design §6).
enum ExitStatus {
    /// Success.
    static let success: Int32 = 0
    /// A failure (for `refresh`: at least one source failed; the rest were stored).
    static let failure: Int32 = 1
    /// A usage error (with the usage line on stderr).
    static let usage: Int32 = 2
    /// `request`: a wait ran past --timeout (HTTPie's 2; told from a usage error by stderr,
    /// which then holds no usage line).
    static let timeout: Int32 = 2
    /// `request`: more redirects than --max-redirects (HTTPie's 6).
    static let tooManyRedirects: Int32 = 6
    /// `request`: an unexpected 3xx.
    static let redirect: Int32 = 3
    /// `request`: a 4xx.
    static let clientError: Int32 = 4
    /// `request`: a 5xx.
    static let serverError: Int32 = 5
}
