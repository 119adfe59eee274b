import CLibXML2
import Foundation

/// Turning a fragment of HTML (a title, an author) into plain text with libxml2's HTML parser.
public enum HTMLEntities {
    /// The text content of an HTML fragment: tags dropped, entities decoded, and the elements
    /// a reader never sees (scripts, styles, frames, objects) removed.
    public static func stripTags(_ html: String) -> String {
        guard html.contains("<") || html.contains("&") else { return html }
        let wrapped = "<html><head><meta charset=\"utf-8\"></head><body>" + html + "</body></html>"
        let options = Int32(
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
                | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NOBLANKS.rawValue)
        let bytes = Array(wrapped.utf8)
        guard
            let document = bytes.withUnsafeBufferPointer({ buffer in
                buffer.baseAddress.flatMap { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                        htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", options)
                    }
                }
            })
        else { return html }
        defer { xmlFreeDoc(document) }
        var output = ""
        collectText(xmlDocGetRootElement(document), into: &output)
        return output
    }

    private static func collectText(_ node: xmlNodePtr?, into output: inout String) {
        var current = node
        while let node = current {
            if node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE {
                if let content = node.pointee.content {
                    output += String(cString: content)
                }
            } else if node.pointee.type == XML_ELEMENT_NODE {
                let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
                if !RichTextBuilder.droppedElements.contains(name) {
                    collectText(node.pointee.children, into: &output)
                }
            }
            current = node.pointee.next
        }
    }
}
