/// The lead-image candidates of one item, best chosen last: a Media RSS image, else a
/// thumbnail, else an image enclosure, else the episode's `itunes:image`.
struct FeedImageCandidates {
    private var mediaImage: String?
    private var thumbnail: String?
    private var enclosureImage: String?
    private var itunesImage: String?

    /// The best image found, as written.
    var best: String? { mediaImage ?? thumbnail ?? enclosureImage ?? itunesImage }

    /// Notes an episode's `itunes:image href`, the last resort.
    mutating func consider(itunesImage url: String?) {
        if itunesImage == nil { itunesImage = url }
    }

    /// Looks at a Media RSS element (`media:content`, `media:thumbnail`, `media:group`).
    mutating func consider(media node: LibXMLNode, name: FeedName, names: inout FeedNameResolver, depth: Int = 0) {
        if name.is("thumbnail") {
            if thumbnail == nil { thumbnail = node.attribute("url") }
            return
        }
        if name.is("content"), mediaImage == nil, let url = node.attribute("url"),
            Self.isImage(medium: node.attribute("medium"), type: node.attribute("type"), url: url)
        {
            mediaImage = url
        }
        // Groups hold contents; contents (videos) may hold thumbnails.
        guard depth < 4, name.is("group") || name.is("content") else { return }
        for child in node.elements {
            let childName = names.name(of: child)
            if childName.namespace == .media {
                consider(media: child, name: childName, names: &names, depth: depth + 1)
            }
        }
    }

    /// Looks at an RSS `<enclosure>` or an Atom `rel="enclosure"` link.
    mutating func consider(enclosure url: String?, type: String?) {
        guard enclosureImage == nil, let url, type?.lowercased().hasPrefix("image/") == true else { return }
        enclosureImage = url
    }

    private static func isImage(medium: String?, type: String?, url: String) -> Bool {
        if let medium { return medium.lowercased() == "image" }
        if let type { return type.lowercased().hasPrefix("image/") }
        let path = url.lowercased().split(separator: "?", maxSplits: 1).first ?? ""
        return [".jpg", ".jpeg", ".png", ".gif", ".webp", ".avif"].contains { path.hasSuffix($0) }
    }
}
