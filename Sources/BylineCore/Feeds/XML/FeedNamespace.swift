import CLibXML2

/// The XML vocabularies feeds mix, told apart by namespace URI (never by prefix alone).
enum FeedNamespace: Equatable {
    /// No namespace: RSS 0.9x/2.0 elements.
    case none
    /// RSS 1.0 (`http://purl.org/rss/1.0/`).
    case rss10
    /// RSS 0.90 (`http://my.netscape.com/rdf/simple/0.9/`).
    case rss090
    /// RDF syntax (`rdf:RDF`, `rdf:about`).
    case rdf
    /// Atom 1.0.
    case atom
    /// Atom 0.3 (`http://purl.org/atom/ns#`).
    case atom03
    /// Dublin Core elements (`dc:creator`, `dc:date`, `dc:subject`).
    case dublinCore
    /// Dublin Core terms (`dcterms:modified`).
    case dublinCoreTerms
    /// RSS 1.0 content module (`content:encoded`).
    case content
    /// Media RSS (`media:content`, `media:thumbnail`, `media:group`).
    case media
    /// XHTML.
    case xhtml
    /// RSS 1.0 syndication module (`sy:updatePeriod`, `sy:updateFrequency`).
    case syndication
    /// Apple's podcast tags (`itunes:summary`, `itunes:author`).
    case itunes
    /// Anything else.
    case other

    /// Whether elements in this namespace are RSS's own (`title`, `link`, `item`…).
    var isRSSCore: Bool { self == .none || self == .rss10 || self == .rss090 }

    /// Whether elements in this namespace are Atom's.
    var isAtom: Bool { self == .atom || self == .atom03 }

    /// The vocabulary of a namespace URI. Scheme, case and trailing `/` or `#` are ignored,
    /// as feeds in the wild vary them.
    static func classify(uri: String) -> FeedNamespace {
        var key = Substring(uri.lowercased())
        for scheme in ["http://", "https://"] where key.hasPrefix(scheme) {
            key = key.dropFirst(scheme.count)
        }
        while let last = key.last, last == "/" || last == "#" { key = key.dropLast() }
        switch key {
        case "www.w3.org/2005/atom": return .atom
        case "purl.org/atom/ns": return .atom03
        case "purl.org/rss/1.0": return .rss10
        case "my.netscape.com/rdf/simple/0.9": return .rss090
        case "www.w3.org/1999/02/22-rdf-syntax-ns": return .rdf
        case "purl.org/dc/elements/1.1": return .dublinCore
        case "purl.org/dc/terms": return .dublinCoreTerms
        case "purl.org/rss/1.0/modules/content": return .content
        case "search.yahoo.com/mrss": return .media
        case "www.w3.org/1999/xhtml": return .xhtml
        case "purl.org/rss/1.0/modules/syndication": return .syndication
        case "www.itunes.com/dtds/podcast-1.0.dtd": return .itunes
        // Early RSS 2.0 feeds put their elements in these namespaces.
        case "backend.userland.com/rss", "backend.userland.com/rss2", "blogs.law.harvard.edu/tech/rss": return .none
        // Atom before 0.3, when it was called Echo, Pie or "newformat" (the names feedparser knows).
        case "example.com/newformat", "example.com/necho", "purl.org/echo", "uri/of/echo/namespace", "purl.org/pie":
            return .atom03
        default:
            // The drafts that became Atom 1.0 (`http://purl.org/atom/ns#draft-ietf-atompub-format-08`).
            return key.hasPrefix("purl.org/atom/ns#draft-ietf-atompub-format") ? .atom : .other
        }
    }

    /// The vocabulary a prefix conventionally names, for elements whose prefix was never declared.
    static func classify(undeclaredPrefix prefix: String) -> FeedNamespace {
        switch prefix.lowercased() {
        case "atom": return .atom
        case "dc": return .dublinCore
        case "dcterms": return .dublinCoreTerms
        case "content": return .content
        case "media": return .media
        case "rdf": return .rdf
        case "xhtml": return .xhtml
        case "sy": return .syndication
        case "itunes": return .itunes
        default: return .other
        }
    }
}

/// An element's vocabulary and local name.
struct FeedName {
    /// The namespace it is in.
    let namespace: FeedNamespace
    /// Its local name (NUL-terminated, inside the document); nil for a nameless node.
    let local: UnsafePointer<UInt8>?

    /// Whether the local name is `literal`.
    func `is`(_ literal: StaticString) -> Bool { local?.matches(literal) == true }
}

/// Resolves element names to ``FeedName``s, classifying each namespace declaration once.
struct FeedNameResolver {
    private var known: [(namespace: UnsafeMutablePointer<xmlNs>, kind: FeedNamespace)] = []

    /// The vocabulary and local name of `node`.
    mutating func name(of node: LibXMLNode) -> FeedName {
        guard let raw = node.rawName else { return FeedName(namespace: .other, local: nil) }
        let name = UnsafePointer(raw)
        if let namespace = node.pointer.pointee.ns {
            return FeedName(namespace: kind(of: namespace), local: name)
        }
        // libxml2 keeps `prefix:local` as the name when the prefix was never declared.
        guard let colon = xmlStrchr(name, UInt8(ascii: ":")) else { return FeedName(namespace: .none, local: name) }
        let prefix = String(decoding: UnsafeBufferPointer(start: name, count: name.distance(to: colon)), as: UTF8.self)
        return FeedName(namespace: FeedNamespace.classify(undeclaredPrefix: prefix), local: colon + 1)
    }

    /// Forgets the declarations `declared` (about to be freed, so their addresses may be reused).
    mutating func forget(_ declared: [xmlNsPtr]) {
        known.removeAll { entry in declared.contains(entry.namespace) }
    }

    private mutating func kind(of namespace: UnsafeMutablePointer<xmlNs>) -> FeedNamespace {
        for entry in known where entry.namespace == namespace { return entry.kind }
        let kind = namespace.pointee.href.map { FeedNamespace.classify(uri: String(cString: $0)) } ?? .none
        if known.count < 64 { known.append((namespace, kind)) }
        return kind
    }
}
