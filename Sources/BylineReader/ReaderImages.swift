import Foundation

/// Images and embeds in extracted content: lazy-loaded sources made real, video players told apart.
enum ReaderImages {
    private static let imageSuffixes = [".jpg", ".jpeg", ".png", ".webp", ".gif", ".avif"]
    private static let videoHosts = [
        "dailymotion.com", "youtube.com", "youtube-nocookie.com", "player.vimeo.com", "v.qq.com", "bilibili.com",
        "archive.org", "upload.wikimedia.org", "player.twitch.tv"
    ]

    /// Gives `src`/`srcset` to images that only carry them in `data-*` attributes (lazy loading).
    static func resolveLazyImages(in root: ReaderNode) {
        for image in root.descendants(named: ["img", "picture", "figure"]) {
            let source = image.attribute("src") ?? ""
            let sourceSet = image.attribute("srcset") ?? ""
            let isLazy = image.attribute("class")?.lowercased().contains("lazy") == true
            let placeholder = source.hasPrefix("data:")
            if (!source.isEmpty && !placeholder || (!sourceSet.isEmpty && sourceSet != "null")) && !isLazy { continue }
            for (name, value) in image.attributes where !["src", "srcset", "alt"].contains(name) {
                let target: String
                if looksLikeSourceSet(value) {
                    target = "srcset"
                } else if looksLikeImageURL(value) {
                    target = "src"
                } else {
                    continue
                }
                if image.name == "figure" {
                    guard image.descendants(named: ["img", "picture"]).isEmpty else { continue }
                    let created = ReaderNode(element: "img", attributes: [(target, value)], arena: image.arena)
                    image.append(created)
                } else {
                    image.setAttribute(target, value)
                }
            }
        }
    }

    /// `a.jpg 1x, b.jpg 2x`: an image file name followed by a width or density.
    private static func looksLikeSourceSet(_ value: String) -> Bool {
        let lower = value.lowercased()
        return imageSuffixes.contains { suffix in
            guard let range = lower.range(of: suffix + " ") else { return false }
            return lower[range.upperBound...].drop { $0 == " " }.first?.isNumber == true
        }
    }

    /// One word ending in an image file extension (possibly with a query).
    private static func looksLikeImageURL(_ value: String) -> Bool {
        let trimmed = value.trimmingCharacters(in: .whitespaces).lowercased()
        guard !trimmed.isEmpty, !trimmed.contains(" ") else { return false }
        let path = trimmed.split(separator: "?", maxSplits: 1).first.map(String.init) ?? trimmed
        return imageSuffixes.contains { path.hasSuffix($0) } || imageSuffixes.contains { trimmed.contains($0 + "?") }
    }

    /// Whether an embed points at a known video player (those are kept).
    static func isVideo(_ node: ReaderNode) -> Bool {
        func matches(_ text: String) -> Bool {
            let lower = text.lowercased()
            return videoHosts.contains { lower.contains("//" + $0) || lower.contains("//www." + $0) }
        }
        if node.attributes.contains(where: { matches($0.value) }) { return true }
        if node.name == "object" {
            var found = false
            node.forEachDescendant { child in
                if !found, child.attributes.contains(where: { matches($0.value) }) { found = true }
            }
            return found
        }
        return false
    }
}
