import Foundation

extension Source {
    /// The feed address of this source for a command (`%U`, `BYLINE_FEED_URL`): the URL
    /// without its user and password; nil for a source that is not a feed.
    public var commandFeedAddress: String? {
        guard case .feed(let url) = kind else { return nil }
        return BasicCredentials.strippingUserInfo(url).absoluteString
    }
}
