import Foundation

/// A urls-file line that stands for a subscription on a sync server: `URL tags "account=NAME"
/// "~Title"` (written by `byline add URL --account NAME`). Its articles come through the
/// account's sync, so a refresh does not fetch it; its title and tags are what Byline sends
/// the server as the subscription's title and folders.
extension Source {
    /// The tag that names the account (`account=home`).
    public static let accountTag = "account="

    /// The account this line subscribes through, or nil for an ordinary source.
    public var syncAccount: String? {
        tags.first { $0.hasPrefix(Self.accountTag) }.map { String($0.dropFirst(Self.accountTag.count)) }
    }

    /// The tags that are folders: every tag but settings (`key=value`) and newsboat's hidden tag `!`.
    public var folderTags: [String] {
        tags.filter { !$0.contains("=") && $0 != "!" }
    }

    /// This line with `title` and `folders` from the server, its settings tags (and `!`) kept.
    public func withServer(title: String, folders: [String]) -> Source {
        let settings = tags.filter { $0.contains("=") || $0 == "!" }
        return Source(kind: kind, key: key, title: title.isEmpty ? nil : title, tags: folders + settings)
    }
}
