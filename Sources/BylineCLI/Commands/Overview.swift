import BylineCore

/// The words about Byline as a whole that `byline --help` and the man page share.
enum Overview {
    /// What Byline is and does with no command.
    static var introduction: String { OverviewText.introduction.text }

    /// One environment variable and what Byline does with it.
    struct Variable: Sendable {
        /// Its name.
        var name: String
        /// What it changes.
        var meaning: String
    }

    /// The environment variables Byline reads.
    static var environment: [Variable] {
        [
            Variable(name: "NEWSAPI_KEY", meaning: OverviewText.newsAPIKey.text),
            Variable(name: "BYLINE_NEWSAPI_URL", meaning: OverviewText.newsAPIURL.text),
            Variable(name: "XDG_CONFIG_HOME", meaning: OverviewText.configHome.text),
            Variable(name: "XDG_DATA_HOME", meaning: OverviewText.dataHome.text),
            Variable(name: "NO_COLOR", meaning: OverviewText.noColor.text),
            Variable(name: "BROWSER", meaning: OverviewText.browser.text),
            Variable(name: "http_proxy, https_proxy, no_proxy", meaning: OverviewText.proxy.text)
        ]
    }

    /// The exit statuses, in one paragraph.
    static var exitStatus: String { OverviewText.exitStatus.text }
}
