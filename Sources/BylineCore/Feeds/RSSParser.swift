import CLibXML2
import Foundation

/// Reads RSS 0.91/0.92/2.0 (`<rss>`) and the RDF-based RSS 0.90/1.0 (`<rdf:RDF>`) into
/// wire-level values, walking libxml2's tree directly.
struct RSSParser {
    /// Where the document came from.
    let url: URL
    private var names = FeedNameResolver()

    /// A parser for a document fetched from `url`.
    init(url: URL) {
        self.url = url
    }

    /// The feed under `root` (`<rss>` or `<rdf:RDF>`), after the items `streamed` (already
    /// read while it was parsed, in ``FeedEntryStream``).
    mutating func parse(root: LibXMLNode, format: FeedFormat, streamed: [FeedItemDTO] = []) -> ParsedFeed {
        var feed = ParsedFeed(format: format, url: url)
        feed.items = streamed
        var site: LibXMLNode?
        // RSS 2.0 keeps items inside <channel>; RDF puts them beside it.
        for child in root.elements {
            let name = names.name(of: child)
            guard name.namespace.isRSSCore else { continue }
            if name.is("item") {
                feed.items.append(item(child))
            } else if name.is("channel") {
                var syndication: (period: String?, frequency: String?) = (nil, nil)
                for field in child.elements {
                    let fieldName = names.name(of: field)
                    if fieldName.namespace == .syndication {
                        if fieldName.is("updatePeriod") { syndication.period = field.text }
                        if fieldName.is("updateFrequency") { syndication.frequency = field.text }
                    }
                    guard fieldName.namespace.isRSSCore else { continue }
                    if fieldName.is("item") {
                        feed.items.append(item(field))
                    } else if fieldName.is("title"), feed.title == nil, let title = field.text {
                        (feed.title, feed.titleKind) = (title, FeedTextKind.guessing(title))
                    } else if fieldName.is("link"), site == nil, field.text != nil {
                        site = field
                    } else if fieldName.is("ttl"), let minutes = field.text.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }),
                        minutes > 0
                    {
                        feed.updateInterval = minutes * 60
                    }
                }
                // <ttl> wins; the syndication module's period is the fallback.
                if feed.updateInterval == nil {
                    feed.updateInterval = FetchFloor.syndicationInterval(period: syndication.period, frequency: syndication.frequency)
                }
            }
        }
        if let site {
            feed.siteURL = ArticleText.webURL(site.text, relativeTo: site.xmlBase(relativeTo: url) ?? url)
        }
        return feed
    }

    /// Forgets the namespace declarations `declared`, whose nodes are about to be freed.
    mutating func forget(_ declared: [xmlNsPtr]) {
        names.forget(declared)
    }

    /// The item `<item>` `node` holds.
    mutating func item(_ node: LibXMLNode) -> FeedItemDTO {
        var item = FeedItemDTO()
        var item822Date: String?
        var dublinCoreDate: String?
        var permalink: String?
        var linkNode: LibXMLNode?
        var images = FeedImageCandidates()
        var fallbacks = FeedItemFallbacks()
        var media = FeedEnclosureCandidates()
        for child in node.elements {
            let name = names.name(of: child)
            switch name.namespace {
            case .none, .rss10, .rss090:
                if name.is("title") {
                    // RSS never said whether a title is HTML: guess as feedparser does.
                    if item.title == nil, let title = child.text { (item.title, item.titleKind) = (title, FeedTextKind.guessing(title)) }
                } else if name.is("link") {
                    if item.link == nil, let link = child.text {
                        item.link = link
                        linkNode = child
                    }
                } else if name.is("guid") {
                    item.guid = child.text
                    permalink = Self.permalink(guid: child)
                } else if name.is("description") {
                    item.summary = FeedHTMLLinks.resolving(child.htmlContent, in: child, documentURL: url)
                } else if name.is("pubDate") {
                    item822Date = child.text
                } else if name.is("author") {
                    child.text.map { item.authors.append($0) }
                } else if name.is("category") {
                    child.text.map { item.categories.append($0) }
                } else if name.is("enclosure") {
                    images.consider(enclosure: child.attribute("url"), type: child.attribute("type"))
                    fallbacks.consider(enclosure: child.attribute("url"))
                    media.consider(rssEnclosure: child)
                }
            case .dublinCore:
                if name.is("creator") {
                    child.text.map { item.authors.append($0) }
                } else if name.is("date") {
                    if dublinCoreDate == nil { dublinCoreDate = child.text }
                } else if name.is("subject") {
                    child.text.map { item.categories.append($0) }
                } else {
                    fallbacks.consider(child, name: name, names: &names)
                }
            case .dublinCoreTerms:
                if name.is("modified") {
                    item.updated = child.text
                } else if name.is("issued") || name.is("created") {
                    if dublinCoreDate == nil { dublinCoreDate = child.text }
                }
            case .content:
                if name.is("encoded") { item.content = FeedHTMLLinks.resolving(child.htmlContent, in: child, documentURL: url) }
            case .media:
                images.consider(media: child, name: name, names: &names)
                fallbacks.consider(child, name: name, names: &names)
                media.consider(media: child, name: name, names: &names)
            case .itunes:
                fallbacks.consider(child, name: name, names: &names)
                media.consider(itunes: child, name: name)
            case .atom:
                if name.is("link"), let href = child.attribute("href"),
                    (child.attribute("rel") ?? "alternate").lowercased() == "alternate",
                    item.link == nil || !FeedURLText.isWeb(item.link) && FeedURLText.isWeb(href)
                {
                    item.link = href
                    linkNode = child
                } else if name.is("link"), child.attribute("rel")?.lowercased() == "enclosure" {
                    media.consider(atomEnclosure: child)
                } else if name.is("updated") {
                    item.updated = child.text
                }
            default:
                continue
            }
        }
        item.published = item822Date ?? dublinCoreDate
        images.consider(itunesImage: media.episode.image)
        item.image = images.best
        media.apply(to: &item)
        if item.guid == nil {
            item.guid = node.attribute("about", namespaceURI: "http://www.w3.org/1999/02/22-rdf-syntax-ns#")
        }
        if item.link == nil, let permalink {
            item.link = permalink
        }
        fallbacks.apply(to: &item)
        if !FeedURLText.isAbsolute(item.link) || !FeedURLText.isAbsolute(item.image) || media.hasRelativeAddress {
            item.baseURL = (linkNode ?? node).xmlBase(relativeTo: url)
        }
        return item
    }

    /// The article's address a `<guid>` gives: any guid marked `isPermaLink="true"`, and one
    /// that is an http(s) URL when the attribute is absent (RSS 2.0's default is true, but
    /// many feeds put bare ids there).
    private static func permalink(guid: LibXMLNode) -> String? {
        guard let text = guid.text else { return nil }
        switch guid.attribute("isPermaLink")?.lowercased() {
        case "false": return nil
        case "true": return text
        default: return FeedURLText.isWeb(text) && FeedURLText.isAbsolute(text) ? text : nil
        }
    }
}
