/// Small checks on URL strings as written in feeds.
enum FeedURLText {
    /// Whether `text` is missing or starts with a scheme (`https:`, `mailto:`), so no base is needed.
    static func isAbsolute(_ text: String?) -> Bool {
        guard let text else { return true }
        for (offset, character) in text.unicodeScalars.enumerated() {
            if character == ":" { return offset > 0 }
            // ASCII letters by value: Unicode property lookups cost a refresh measurable time.
            let isLetter = character.isASCII && (character.value | 0x20) >= 97 && (character.value | 0x20) <= 122
            let isSchemeCharacter =
                isLetter
                || (offset > 0 && (("0"..."9").contains(character) || character == "+" || character == "-" || character == "."))
            if !isSchemeCharacter { return false }
        }
        return false
    }

    /// Whether `text` can name a web page: an http(s) URL or a relative reference (which
    /// resolves against an http(s) base), not `urn:`, `mailto:`, `tag:` and the like.
    static func isWeb(_ text: String?) -> Bool {
        guard let text else { return false }
        guard isAbsolute(text) else { return true }
        let lower = text.prefix(8).lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }
}
