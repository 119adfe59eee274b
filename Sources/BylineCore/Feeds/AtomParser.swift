import CLibXML2
import Foundation

/// Reads Atom 1.0 (and the older 0.3) `<feed>` documents into wire-level values.
struct AtomParser {
    /// Where the document came from.
    let url: URL
    private var names = FeedNameResolver()

    /// A parser for a document fetched from `url`.
    init(url: URL) {
        self.url = url
    }

    /// The feed under the `<feed>` element `root`, after the entries `streamed` (already read
    /// while it was parsed, in ``FeedEntryStream``).
    mutating func parse(root: LibXMLNode, streamed: [FeedItemDTO] = []) -> ParsedFeed {
        var feed = ParsedFeed(format: .atom, url: url)
        feed.items = streamed
        var feedAuthors: [String] = []
        for child in root.elements {
            let name = names.name(of: child)
            guard name.namespace.isAtom || name.namespace == .none else { continue }
            if name.is("entry") {
                feed.items.append(entry(child))
            } else if name.is("title") {
                (feed.title, feed.titleKind) = Self.textConstruct(child)
            } else if name.is("link"), feed.siteURL == nil, Self.relation(of: child) == "alternate" {
                feed.siteURL = ArticleText.webURL(Self.address(of: child), relativeTo: child.xmlBase(relativeTo: url) ?? url)
            } else if name.is("author") {
                authorName(child).map { feedAuthors.append($0) }
            }
        }
        // An entry without authors has the feed's (RFC 4287 §4.2.1).
        for index in feed.items.indices where feed.items[index].authors.isEmpty {
            feed.items[index].authors = feedAuthors
        }
        return feed
    }

    /// Forgets the namespace declarations `declared`, whose nodes are about to be freed.
    mutating func forget(_ declared: [xmlNsPtr]) {
        names.forget(declared)
    }

    /// The entry `<entry>` `node` holds.
    mutating func entry(_ node: LibXMLNode) -> FeedItemDTO {
        var item = FeedItemDTO()
        var linkNode: LibXMLNode?
        var images = FeedImageCandidates()
        var fallbacks = FeedItemFallbacks()
        var media = FeedEnclosureCandidates()
        var created: String?
        for child in node.elements {
            let name = names.name(of: child)
            switch name.namespace {
            case .atom, .atom03, .none:
                if name.is("id") {
                    item.guid = child.text
                } else if name.is("title") {
                    (item.title, item.titleKind) = Self.textConstruct(child)
                } else if name.is("link") {
                    let relation = Self.relation(of: child)
                    // Of several alternates the first web one: some feeds list a `urn:` or `gopher:` first.
                    if relation == "alternate", let href = Self.address(of: child),
                        item.link == nil || !FeedURLText.isWeb(item.link) && FeedURLText.isWeb(href)
                    {
                        item.link = href
                        linkNode = child
                    } else if relation == "enclosure" {
                        images.consider(enclosure: child.attribute("href"), type: child.attribute("type"))
                        media.consider(atomEnclosure: child)
                    }
                } else if name.is("published") || name.is("issued") {
                    if item.published == nil { item.published = child.text }
                } else if name.is("updated") || name.is("modified") {
                    if item.updated == nil { item.updated = child.text }
                } else if name.is("created") {
                    created = child.text
                } else if name.is("author") {
                    authorName(child).map { item.authors.append($0) }
                } else if name.is("summary") {
                    (item.summary, item.summaryKind) = resolvedTextConstruct(child)
                } else if name.is("content") {
                    (item.content, item.contentKind) = resolvedTextConstruct(child)
                } else if name.is("category") {
                    (child.attribute("label") ?? child.attribute("term")).map { item.categories.append($0) }
                }
            case .dublinCore:
                if name.is("creator") {
                    child.text.map { item.authors.append($0) }
                } else if name.is("subject") {
                    child.text.map { item.categories.append($0) }
                }
            case .media:
                images.consider(media: child, name: name, names: &names)
                fallbacks.consider(child, name: name, names: &names)
                media.consider(media: child, name: name, names: &names)
            case .itunes:
                fallbacks.consider(child, name: name, names: &names)
                media.consider(itunes: child, name: name)
            default:
                continue
            }
        }
        fallbacks.apply(to: &item)
        if item.published == nil { item.published = created }
        images.consider(itunesImage: media.episode.image)
        item.image = images.best
        media.apply(to: &item)
        if !FeedURLText.isAbsolute(item.link) || !FeedURLText.isAbsolute(item.image) || media.hasRelativeAddress {
            item.baseURL = (linkNode ?? node).xmlBase(relativeTo: url)
        }
        return item
    }

    /// An Atom person's name; else its e-mail address; else the element's own text (some
    /// feeds write `<author>Jane Doe</author>`).
    private mutating func authorName(_ author: LibXMLNode) -> String? {
        var email: String?
        for child in author.elements {
            let name = names.name(of: child)
            guard name.namespace.isAtom || name.namespace == .none else { continue }
            if name.is("name"), let text = child.text { return text }
            if name.is("email"), email == nil { email = child.text }
        }
        return email ?? (author.hasElementChildren ? nil : author.text)
    }

    /// A text construct with the relative links inside its HTML made absolute (see ``FeedHTMLLinks``).
    private func resolvedTextConstruct(_ node: LibXMLNode) -> (value: String?, kind: FeedTextKind) {
        let construct = Self.textConstruct(node)
        guard construct.kind == .html else { return construct }
        return (FeedHTMLLinks.resolving(construct.value, in: node, documentURL: url), .html)
    }

    /// A link's address: its `href`, else its text (Echo, the Atom before 0.3, wrote `<link>URL</link>`).
    private static func address(of link: LibXMLNode) -> String? {
        link.attribute("href") ?? (link.hasElementChildren ? nil : link.text)
    }

    /// A link's `rel`, lower-cased; `alternate` when absent (RFC 4287 §4.2.7.2).
    private static func relation(of link: LibXMLNode) -> String {
        link.attribute("rel")?.lowercased() ?? "alternate"
    }
}
