/// The per-source `full-text` setting: a urls-file tag `full-text=yes` or `full-text=no`,
/// else the config's `full-text` (default `no`).
extension Source {
    /// The tag that turns background full text on or off for this source.
    static let fullTextTag = "full-text="

    /// What the source's own tag says, if it has one (the last such tag wins).
    public var fullTextTag: Bool? {
        if let own = settings.fullText { return own }
        let values = tags.compactMap { tag -> String? in
            guard tag.lowercased().hasPrefix(Self.fullTextTag) else { return nil }
            return String(tag.dropFirst(Self.fullTextTag.count)).lowercased()
        }
        switch values.last {
        case "yes", "true", "on": return true
        case "no", "false", "off": return false
        default: return nil
        }
    }

    /// Whether pages of this source's articles are fetched after each refresh: its tag,
    /// else `configured`. Every source of articles with links takes part; the demo and query
    /// feeds (whose articles belong to other sources) do not.
    public func wantsFullText(default configured: Bool) -> Bool {
        switch kind {
        case .feed, .newsAPI, .exec, .filter, .file: return fullTextTag ?? configured
        case .demo, .query: return false
        }
    }
}
