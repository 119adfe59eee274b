import BylineText
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
        do throws(FeedError) {
            document = try LibXMLDocument.parse(data)
        } catch {
            throw failure(error, fileName: fileName, isEmpty: data.isEmpty)
        }
        guard let root = document.root, root.lowercasedName == "opml" else {
            let name = document.root?.lowercasedName ?? ""
            throw SourceLineError(
                file: fileName, line: document.root?.knownLine,
                message: OPMLText.notOPML(TextSanitizer.singleLine(name)))
        }
        guard let body = root.elements.first(where: { $0.lowercasedName == "body" }) else {
            throw SourceLineError(file: fileName, line: root.knownLine, message: OPMLText.noBody.text)
        }
        var reader = OutlineReader(fileName: fileName)
        reader.read(body, folders: [])
        return reader.result
    }

    /// The XML reader's refusal in the words of a file (not a feed).
    private static func failure(_ error: FeedError, fileName: String, isEmpty: Bool) -> SourceLineError {
        switch error {
        case .notAFeed(.empty) where isEmpty:
            return SourceLineError(file: fileName, line: nil, message: OPMLText.emptyFile.text)
        case .notAFeed(.empty):
            return SourceLineError(file: fileName, line: 1, message: OPMLText.noElement.text)
        case .malformedXML(let line, let reason):
            return SourceLineError(file: fileName, line: line > 0 ? line : nil, message: OPMLText.notWellFormed(reason))
        case .entitiesRefused(let line):
            return SourceLineError(
                file: fileName, line: line > 0 ? line : nil,
                message: OPMLText.entities.text)
        case .tooLarge:
            return SourceLineError(file: fileName, line: nil, message: OPMLText.tooLarge.text)
        default:
            return SourceLineError(file: fileName, line: nil, message: error.message)
        }
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

    mutating func read(_ parent: LibXMLNode, folders: [String]) {
        for node in parent.elements where node.lowercasedName == "outline" {
            let attributes = node.attributesByLowercasedName
            let name = [attributes["title"], attributes["text"]].compactMap { $0.flatMap(ArticleText.line) }.first
            let address = [attributes["xmlurl"], attributes["url"]].compactMap { $0 }
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.first { !$0.isEmpty }
            let hasChildren = node.elements.contains { $0.lowercasedName == "outline" }
            let tags = folders + OPML.categoryTags(attributes["category"])
            let label = name.map { OPMLText.namedOutline(SourceLineError.quote($0)) } ?? OPMLText.anOutline.text
            if attributes["type"]?.lowercased() == "include" {
                fail(node, OPMLText.includes(label))
            } else if let address {
                // A `text` that is the address itself, as cleaned for display, is no title:
                // export writes untitled sources that way (found by fuzzing: a `newsapi:`
                // address with runs of spaces came back titled with itself).
                let isAddress = name == address || name == ArticleText.line(address)
                add(address, title: isAddress ? nil : name, tags: tags, node: node, label: label)
                if hasChildren { read(node, folders: folders) }
            } else if hasChildren {
                read(node, folders: tags + [name].compactMap { $0 })
            } else {
                fail(node, OPMLText.noAddress(label))
            }
        }
    }

    private mutating func add(_ address: String, title: String?, tags: [String], node: LibXMLNode, label: String) {
        let source: Source
        do throws(SourceKeyError) {
            source = try Source(parsingKey: address, title: title, tags: tags)
        } catch {
            fail(node, OPMLText.outlineError(label, error.message))
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

    private mutating func fail(_ node: LibXMLNode, _ message: String) {
        result.errors.append(SourceLineError(file: fileName, line: node.knownLine, message: message))
    }
}
