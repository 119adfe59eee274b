import CLibXML2
import Foundation

/// OPML 1.0 and 2.0 subscription lists: import into sources, export from them.
///
/// Import reads every `<outline>` with a feed address (`xmlUrl`, in any letter case, or
/// `url`); its `title` (else `text`) becomes the source's title. Outlines without an
/// address that hold other outlines are folders: each folder's name becomes a tag of the
/// feeds inside it, at every depth. A `category` attribute (`/Tech/Linux,News`) adds its
/// path parts as tags. A feed listed twice (in two folders, say) becomes one source with
/// the tags of both. Outlines that cannot be used are reported with their line and skipped.
public enum OPML {
    /// Sources from an OPML document. A document that is not XML, not OPML, or that
    /// declares entities is refused as a whole, with the reason.
    public static func parse(_ data: Data, fileName: String = "OPML") throws(SourceLineError) -> ParsedSources {
        let document: LibXMLDocument
        do throws(LibXMLDocument.Failure) {
            document = try LibXMLDocument(data: data)
        } catch {
            throw SourceLineError(file: fileName, line: error.line, message: error.message)
        }
        guard let root = document.root, LibXMLDocument.name(of: root) == "opml" else {
            let name = document.root.map(LibXMLDocument.name(of:)) ?? ""
            throw SourceLineError(file: fileName, line: document.root.flatMap(LibXMLDocument.line(of:)),
                                  message: "not an OPML file (its root element is <\(TextSanitizer.singleLine(name))>, not <opml>)")
        }
        guard let body = LibXMLDocument.elements(in: root).first(where: { LibXMLDocument.name(of: $0) == "body" }) else {
            throw SourceLineError(file: fileName, line: LibXMLDocument.line(of: root), message: "the OPML file has no <body>")
        }
        var reader = OutlineReader(fileName: fileName)
        reader.read(body, folders: [])
        return reader.result
    }

    /// The path parts of a `category` attribute as tags: `/Tech/Linux,News` gives Tech, Linux, News.
    static func categoryTags(_ category: String?) -> [String] {
        guard let category else { return [] }
        return category.split(separator: ",").flatMap { $0.split(separator: "/") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// Walks the outlines of an OPML body, collecting sources and errors.
private struct OutlineReader {
    let fileName: String
    var result = ParsedSources()
    var index: [String: Int] = [:]

    init(fileName: String) { self.fileName = fileName }

    mutating func read(_ parent: xmlNodePtr, folders: [String]) {
        for node in LibXMLDocument.elements(in: parent) where LibXMLDocument.name(of: node) == "outline" {
            let attributes = LibXMLDocument.attributes(of: node)
            let name = [attributes["title"], attributes["text"]].compactMap { $0.flatMap(ArticleText.line) }.first
            let address = [attributes["xmlurl"], attributes["url"]].compactMap { $0 }
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.first { !$0.isEmpty }
            let hasChildren = LibXMLDocument.elements(in: node).contains { LibXMLDocument.name(of: $0) == "outline" }
            let tags = folders + OPML.categoryTags(attributes["category"])
            let label = name.map { "outline " + SourceLineError.quote($0) } ?? "an outline"
            if attributes["type"]?.lowercased() == "include" {
                fail(node, "\(label) includes another OPML file, which is not supported")
            } else if let address {
                add(address, title: name == address ? nil : name, tags: tags, node: node, label: label)
                if hasChildren { read(node, folders: folders) }
            } else if hasChildren {
                read(node, folders: tags + [name].compactMap { $0 })
            } else {
                fail(node, "\(label) has no feed address (xmlUrl); skipped")
            }
        }
    }

    private mutating func add(_ address: String, title: String?, tags: [String], node: xmlNodePtr, label: String) {
        let source: Source
        do throws(SourceKeyError) {
            source = try Source(parsingKey: address, title: title, tags: tags)
        } catch {
            fail(node, "\(label): \(error.message)")
            return
        }
        let identity = Source.duplicateIdentity(of: source.key)
        guard let existing = index[identity] else {
            index[identity] = result.sources.count
            result.sources.append(source)
            return
        }
        // The same feed in two folders: one source carrying both sets of tags.
        var merged = result.sources[existing]
        merged.tags = Source.cleanTags(merged.tags + source.tags)
        if merged.title == nil { merged.title = source.title }
        result.sources[existing] = merged
    }

    private mutating func fail(_ node: xmlNodePtr, _ message: String) {
        result.errors.append(SourceLineError(file: fileName, line: LibXMLDocument.line(of: node), message: message))
    }
}
