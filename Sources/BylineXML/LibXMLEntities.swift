import CLibXML2

/// HTML's named character references, for feeds that use them in XML without declaring them.
enum LibXMLEntities {
    /// The character an HTML entity name stands for (`eacute` → `é`), or nil for an unknown name.
    static func character(named name: UnsafePointer<xmlChar>) -> String? {
        guard let entity = htmlEntityLookup(name), let scalar = Unicode.Scalar(entity.pointee.value) else { return nil }
        return String(Character(scalar))
    }

    /// Appends what an entity reference stands for: its character, else `&name;` as written.
    static func appendReference(named name: UnsafePointer<xmlChar>, to buffer: inout [UInt8]) {
        if let character = character(named: name) {
            buffer.append(contentsOf: character.utf8)
        } else {
            buffer.append(UInt8(ascii: "&"))
            var cursor = name
            while cursor.pointee != 0 {
                buffer.append(cursor.pointee)
                cursor += 1
            }
            buffer.append(UInt8(ascii: ";"))
        }
    }
}
