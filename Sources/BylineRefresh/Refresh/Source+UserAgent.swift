import BylineCore
import Foundation

extension Source {
    /// The tag that gives this feed its own User-Agent (`"user-agent=Mozilla/5.0 …"` in the urls file).
    static let userAgentTag = "user-agent="

    /// The feed's own User-Agent: its settings' (its line's `user-agent=` tag, else a
    /// `source` block's), else a tag of a source made without them.
    public var userAgent: String? {
        settings.userAgent
            ?? tags.first { $0.lowercased().hasPrefix(Self.userAgentTag) }
            .map { String($0.dropFirst(Self.userAgentTag.count)) }
            .flatMap { $0.isEmpty || $0.contains(where: \.isNewline) ? nil : $0 }
    }
}
