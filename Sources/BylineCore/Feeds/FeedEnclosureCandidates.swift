import Foundation

/// The media files and podcast details of one item, gathered while its elements are read:
/// RSS `<enclosure>`, Atom `link rel="enclosure"`, Media RSS `media:content` (alone, or one
/// per `media:group`) with the `media:title`, `media:description` and `media:thumbnail`
/// around it, and Apple's `itunes:` tags.
///
/// A `media:group` holds one thing in several forms (sizes, bit rates): it gives one
/// enclosure, its `isDefault="true"` content, else its largest, else its first. At most
/// ``limit`` enclosures are kept per item; repeats of one address are merged when the item
/// is converted, after the addresses are resolved.
struct FeedEnclosureCandidates {
    /// The most enclosures kept per item: a real episode has one to a handful, and a
    /// hostile feed must not make one article carry thousands.
    static let limit = 32

    private(set) var enclosures: [FeedEnclosureDTO] = []
    private(set) var episode = FeedEpisodeDTO()
    /// `media:title`, `media:description` and `media:thumbnail` written beside the contents,
    /// for contents that have none of their own.
    private var itemTitle: String?
    private var itemDescription: String?
    private var itemThumbnail: String?

    /// Notes an RSS `<enclosure url length type>`.
    mutating func consider(rssEnclosure node: LibXMLNode) {
        guard let url = node.attribute("url") else { return }
        add(FeedEnclosureDTO(url: url, type: node.attribute("type"), length: node.attribute("length")))
    }

    /// Notes an Atom `<link rel="enclosure" href length type title>`.
    mutating func consider(atomEnclosure node: LibXMLNode) {
        guard let url = node.attribute("href") else { return }
        add(
            FeedEnclosureDTO(
                url: url, type: node.attribute("type"), length: node.attribute("length"), title: node.attribute("title")))
    }

    /// Notes a Media RSS element directly inside the item.
    mutating func consider(media node: LibXMLNode, name: FeedName, names: inout FeedNameResolver) {
        if name.is("content") {
            content(node, names: &names).map { add($0) }
        } else if name.is("group") {
            group(node, names: &names).map { add($0) }
        } else if name.is("title") {
            if itemTitle == nil { itemTitle = node.text }
        } else if name.is("description") {
            if itemDescription == nil { itemDescription = node.text }
        } else if name.is("thumbnail") {
            if itemThumbnail == nil { itemThumbnail = node.attribute("url") }
        }
    }

    /// Notes an `itunes:` element.
    mutating func consider(itunes node: LibXMLNode, name: FeedName) {
        if name.is("duration") {
            if episode.duration == nil { episode.duration = node.text }
        } else if name.is("image") {
            if episode.image == nil { episode.image = node.attribute("href") ?? node.text }
        } else if name.is("episode") {
            if episode.episode == nil { episode.episode = node.text }
        } else if name.is("season") {
            if episode.season == nil { episode.season = node.text }
        } else if name.is("explicit") {
            if episode.explicit == nil { episode.explicit = node.text }
        }
    }

    /// Puts what was gathered into `item`.
    func apply(to item: inout FeedItemDTO) {
        item.enclosures = enclosures.map { enclosure in
            var filled = enclosure
            if filled.title == nil { filled.title = itemTitle ?? itemDescription }
            if filled.thumbnail == nil { filled.thumbnail = itemThumbnail }
            return filled
        }
        item.episode = episode
    }

    /// Whether an enclosure's address is relative, so the item needs its base.
    var hasRelativeAddress: Bool {
        enclosures.contains { !FeedURLText.isAbsolute($0.url) || !FeedURLText.isAbsolute($0.thumbnail) }
            || !FeedURLText.isAbsolute(episode.image)
    }

    private mutating func add(_ enclosure: FeedEnclosureDTO) {
        if enclosures.count < Self.limit { enclosures.append(enclosure) }
    }

    /// A `media:content` with the title, description and thumbnail inside it; nil without a `url`.
    private func content(_ node: LibXMLNode, names: inout FeedNameResolver) -> FeedEnclosureDTO? {
        guard let url = node.attribute("url") else { return nil }
        var enclosure = FeedEnclosureDTO(
            url: url, type: node.attribute("type"), length: node.attribute("fileSize"), duration: node.attribute("duration"),
            medium: node.attribute("medium"))
        let details = Self.details(of: node, names: &names)
        enclosure.title = details.title ?? details.description
        enclosure.thumbnail = details.thumbnail
        return enclosure
    }

    /// The one enclosure a `media:group` gives, with the group's title, description and
    /// thumbnail where its content has none.
    private func group(_ node: LibXMLNode, names: inout FeedNameResolver) -> FeedEnclosureDTO? {
        var chosen: (enclosure: FeedEnclosureDTO, isDefault: Bool, size: Int64)?
        var seen = 0
        for child in node.elements {
            let childName = names.name(of: child)
            guard childName.namespace == .media, childName.is("content"), seen < Self.limit else { continue }
            seen += 1
            guard let enclosure = content(child, names: &names) else { continue }
            let isDefault = child.attribute("isDefault")?.lowercased() == "true"
            let size = enclosure.length.flatMap { Int64($0) } ?? 0
            if let current = chosen, current.isDefault || !isDefault && size <= current.size { continue }
            chosen = (enclosure, isDefault, size)
        }
        guard var enclosure = chosen?.enclosure else { return nil }
        let details = Self.details(of: node, names: &names)
        if enclosure.title == nil { enclosure.title = details.title ?? details.description }
        if enclosure.thumbnail == nil { enclosure.thumbnail = details.thumbnail }
        return enclosure
    }

    /// The `media:title`, `media:description` and first `media:thumbnail` directly inside `node`.
    private static func details(
        of node: LibXMLNode, names: inout FeedNameResolver
    ) -> (title: String?, description: String?, thumbnail: String?) {
        var found: (title: String?, description: String?, thumbnail: String?) = (nil, nil, nil)
        for child in node.elements {
            let name = names.name(of: child)
            guard name.namespace == .media else { continue }
            if name.is("title") {
                if found.title == nil { found.title = child.text }
            } else if name.is("description") {
                if found.description == nil { found.description = child.text }
            } else if name.is("thumbnail") {
                if found.thumbnail == nil { found.thumbnail = child.attribute("url") }
            }
        }
        return found
    }
}
