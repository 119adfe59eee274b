import CLibXML2
import Foundation

extension LibXMLNode {
    /// The element's name, lowercased (for formats whose element case varies, like OPML).
    package var lowercasedName: String { nameString.lowercased() }

    /// Every attribute keyed by its lowercased name (the first of any that differ only in
    /// case wins), so `xmlUrl`, `xmlURL` and `XMLURL` all read as `xmlurl`. Values are not trimmed.
    package var attributesByLowercasedName: [String: String] {
        var result: [String: String] = [:]
        var current = pointer.pointee.properties
        while let attribute = current {
            current = attribute.pointee.next
            guard let name = attribute.pointee.name.map({ String(cString: $0).lowercased() }), result[name] == nil else {
                continue
            }
            // Decoded as element text is, so undeclared HTML entities (`Caf&eacute;`) are
            // their characters; libxml2's own join drops references it has no declaration for.
            var value: [UInt8] = []
            Self.appendText(of: attribute.pointee.children, to: &value, depth: 0)
            result[name] = String(decoding: value, as: UTF8.self)
        }
        return result
    }

    /// The line the node starts on, or nil when libxml2 did not record one.
    package var knownLine: Int? { line > 0 ? line : nil }
}
