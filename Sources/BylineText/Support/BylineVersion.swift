/// Byline's own version and how it introduces itself to servers.
public enum BylineVersion {
    /// The version printed by `byline --version`.
    public static let current = "0.1.0"
    /// The User-Agent header sent with every request.
    public static let userAgent = "Byline/\(current) (Linux; terminal news reader)"
}
