import Foundation

/// A user name and password sent as HTTP Basic authentication (RFC 7617).
///
/// They come from the URL's user info, `-a USER:PASS`, or `~/.netrc`; the password is never
/// printed, logged or put in an error (``URLRedaction`` masks user info in any URL shown).
public struct BasicCredentials: Sendable, Equatable, Codable {
    /// The user name.
    public var user: String
    /// The password (may be empty).
    public var password: String

    /// Credentials from their parts.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// The value of the `Authorization` header: `Basic` and `user:password` in base64.
    public var authorization: String {
        "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }

    /// The user info of `url`, percent-decoded, or nil when it has none.
    public init?(userInfoOf url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let user = components.user, !user.isEmpty || components.password != nil
        else { return nil }
        self.init(user: user, password: components.password ?? "")
    }

    /// `url` without its user info.
    public static func strippingUserInfo(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.user != nil || components.password != nil
        else { return url }
        components.user = nil
        components.password = nil
        return components.url ?? url
    }

    /// `request` with the user info of its URL moved into an `Authorization` header (unless
    /// it already has one) and taken out of the URL.
    public static func moveUserInfo(of request: HTTPRequest) -> HTTPRequest {
        guard let credentials = BasicCredentials(userInfoOf: request.url) else { return request }
        var moved = request
        moved.url = strippingUserInfo(request.url)
        if !moved.headers.contains("Authorization") {
            moved.headers.add("Authorization", credentials.authorization)
        }
        return moved
    }
}
