/// What class names, ids and short texts say about a block: the word lists of
/// Readability-style extractors, matched as lowercase substrings (no regular expressions,
/// which would cost more than the whole extraction).
enum ReaderHints {
    /// Blocks that are almost never the article (menus, footers, comments…).
    static let unlikely = [
        "-ad-", "ai2html", "banner", "breadcrumbs", "combx", "comment", "community", "cover-wrap", "disqus", "extra",
        "footer", "gdpr", "header", "legends", "menu", "related", "remark", "replies", "rss", "shoutbox", "sidebar",
        "skyscraper", "social", "sponsor", "supplemental", "ad-break", "agegate", "pagination", "pager", "popup",
        "yom-remote"
    ]
    /// Words that rescue an unlikely-looking block.
    static let maybe = ["and", "article", "body", "column", "content", "main", "mathjax", "shadow"]
    /// Words that raise a block's weight.
    static let positive = [
        "article", "body", "content", "entry", "hentry", "h-entry", "main", "page", "pagination", "post", "text",
        "blog", "story"
    ]
    /// Words that lower a block's weight.
    static let negative = [
        "-ad-", "hidden", "banner", "combx", "comment", "com-", "contact", "footer", "gdpr", "masthead", "media",
        "meta", "outbrain", "promo", "related", "scroll", "share", "shoutbox", "sidebar", "skyscraper", "sponsor",
        "shopping", "tags", "widget"
    ]
    /// Words that mark an author line.
    static let byline = ["byline", "author", "dateline", "writtenby", "p-author"]
    /// ARIA roles of blocks that are not content.
    static let unlikelyRoles: Set<String> = ["menu", "menubar", "complementary", "navigation", "alert", "alertdialog", "dialog"]
    /// Texts that mark a block as an advertisement or a loading placeholder.
    static let placeholderTexts: Set<String> = [
        "ad", "advertising", "advertisement", "pub", "publicité", "werb", "werbung", "广告", "реклама", "anuncio",
        "loading", "正在加载", "загрузка", "chargement", "cargando"
    ]

    /// Whether the lowercased `text` contains any of `words`, compared as UTF-8 bytes
    /// (Foundation's `contains` cost more than the rest of the extraction together).
    static func matches(_ text: String, _ words: [String]) -> Bool {
        var text = text
        return text.withUTF8 { haystack in
            words.contains { word in
                var word = word
                return word.withUTF8 { needle in contains(haystack, needle) }
            }
        }
    }

    /// Whether `needle` occurs in `haystack`.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    /// Whether a lowercased class or id holds `hid` as a whole space-separated word.
    static func hasHidWord(_ text: String) -> Bool {
        text == "hid" || text.hasPrefix("hid ") || text.hasSuffix(" hid") || text.contains(" hid ")
    }

    /// +25 for a positive class, −25 for a negative one, the same again for the id.
    static func classWeight(_ node: ReaderNode) -> Double {
        var weight = 0.0
        for value in [node.attribute("class"), node.attribute("id")] {
            guard let value = value.map(asciiLowercased), !value.isEmpty else { continue }
            if matches(value, negative) || hasHidWord(value) { weight -= 25 }
            if matches(value, positive) { weight += 25 }
        }
        return weight
    }

    /// `text` with ASCII letters lowercased (the hints are ASCII; other letters never match them).
    static func asciiLowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
        return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Whether `text` (class and id) names a share widget: `share` or `sharedaddy` as a word
    /// (`_` counts as a word break, as in `social_share_bar`).
    static func isShare(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let share = Array("share".utf8)
        let addy = Array("daddy".utf8)
        var index = 0
        while index + share.count <= bytes.count {
            if bytes[index..<(index + share.count)].elementsEqual(share), index == 0 || isBoundary(bytes[index - 1]) {
                var end = index + share.count
                if end == bytes.count || isBoundary(bytes[end]) { return true }
                if end + addy.count <= bytes.count, bytes[end..<(end + addy.count)].elementsEqual(addy) {
                    end += addy.count
                    if end == bytes.count || isBoundary(bytes[end]) { return true }
                }
            }
            index += 1
        }
        return false
    }

    private static func isBoundary(_ byte: UInt8) -> Bool {
        let isWord = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        return !isWord || byte == UInt8(ascii: "_")
    }

    /// Whether a block's whole text is an ad label or a loading message.
    static func isPlaceholderText(_ text: String) -> Bool {
        var trimmed = text.lowercased()
        for suffix in ["…", "..."] where trimmed.hasSuffix(suffix) {
            trimmed.removeLast(suffix.count)
        }
        return placeholderTexts.contains(trimmed)
    }
}
