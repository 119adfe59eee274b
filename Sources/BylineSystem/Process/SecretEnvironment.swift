/// The environment variables Byline reads as secrets: masked in everything it prints, and
/// taken out of the environment of every program it starts (an `exec:` source, a filter,
/// `notify-program`, a password command, `pipe-to`, `bookmark-cmd`, the browser), which
/// have no business with them.
public enum SecretEnvironment {
    /// The names of those variables: NewsAPI's key (`NewsAPIConfiguration.keyVariable`).
    public static let names: Set<String> = ["NEWSAPI_KEY"]

    /// The values of those variables in `environment` (empty ones left out).
    public static func values(in environment: [String: String]) -> [String] {
        names.compactMap { environment[$0] }.filter { !$0.isEmpty }
    }

    /// `environment` without those variables.
    public static func scrubbed(_ environment: [String: String]) -> [String: String] {
        environment.filter { !names.contains($0.key) }
    }
}
