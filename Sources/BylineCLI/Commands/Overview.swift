/// The words about Byline as a whole that `byline --help` and the man page share.
enum Overview {
    /// What Byline is and does with no command.
    static let introduction = """
        With no command, byline opens the browser: headlines on the left, the article on the \
        right. With no source configured it shows a bundled demo set, offline.
        """

    /// One environment variable and what Byline does with it.
    struct Variable: Sendable {
        /// Its name.
        var name: String
        /// What it changes.
        var meaning: String
    }

    /// The environment variables Byline reads.
    static let environment: [Variable] = [
        Variable(name: "NEWSAPI_KEY", meaning: "your NewsAPI key (sent only in the X-Api-Key header)"),
        Variable(name: "BYLINE_NEWSAPI_URL", meaning: "another NewsAPI base URL (a mirror, a test server)"),
        Variable(name: "XDG_CONFIG_HOME", meaning: "where the config and urls files live (default ~/.config)"),
        Variable(name: "XDG_DATA_HOME", meaning: "where the cache lives (default ~/.local/share)"),
        Variable(name: "NO_COLOR", meaning: "draw without color (the color setting 'yes' overrides it)"),
        Variable(name: "BROWSER", meaning: "the command that opens links, when the browser setting is not given"),
        Variable(name: "http_proxy, https_proxy, no_proxy", meaning: "the proxy, as in curl, when the proxy setting is not given"),
    ]

    /// The exit statuses, in one paragraph.
    static let exitStatus = """
        exit status: 0 success, 1 failure (for refresh: at least one source failed), 2 usage \
        error ('byline help request' for its own codes)
        """
}
