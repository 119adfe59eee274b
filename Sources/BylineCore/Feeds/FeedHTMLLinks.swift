import BylineText
import Foundation

/// Makes the relative links and images inside an item's HTML absolute, against the `xml:base`
/// of the element that holds the HTML (and its ancestors), else the feed's own URL — never
/// the entry's link, which may live elsewhere or be missing (RFC 4287 §2, XML Base).
///
/// A byte scan over tags only: `href`, `src` and `poster` attribute values that are relative
/// are replaced; text, comments and everything else are copied as they are.
enum FeedHTMLLinks {
    /// `html` with relative links resolved for the element `node` of a document fetched from `documentURL`.
    static func resolving(_ html: String?, in node: LibXMLNode, documentURL: URL) -> String? {
        guard let html, mayHaveRelativeLinks(html) else { return html }
        return resolving(html, against: node.xmlBase(relativeTo: documentURL) ?? documentURL)
    }

    /// `html` with relative `href`/`src`/`poster` values resolved against `base`.
    static func resolving(_ html: String, against base: URL) -> String {
        ByteScan.withUTF8(html) { bytes in
            var output: [UInt8] = []
            var copied = 0
            var changed = false
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, isLetter(bytes[index + 1]) else {
                    index += 1
                    continue
                }
                // Inside a start tag: walk its attributes until the closing `>`.
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                    let nameStart = index
                    while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
                    let name = UnsafeRawBufferPointer(rebasing: bytes[nameStart..<index])
                    if index == nameStart {
                        index += 1
                        continue
                    }
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
                    index += 1
                    let quote = index < bytes.count && (bytes[index] == 34 || bytes[index] == 39) ? bytes[index] : nil
                    if quote != nil { index += 1 }
                    let valueStart = index
                    while index < bytes.count {
                        let byte = bytes[index]
                        if let quote, byte == quote { break }
                        if quote == nil, byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 62 { break }
                        index += 1
                    }
                    let valueEnd = index
                    if quote != nil, index < bytes.count { index += 1 }
                    let value = UnsafeRawBufferPointer(rebasing: bytes[valueStart..<valueEnd])
                    guard isLinkAttribute(name), !startsWithScheme(value),
                        let resolved = resolved(String(decoding: value, as: UTF8.self), against: base)
                    else { continue }
                    if output.isEmpty { output.reserveCapacity(bytes.count + 64) }
                    output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[copied..<valueStart]))
                    output.append(contentsOf: resolved.utf8)
                    copied = valueEnd
                    changed = true
                }
            }
            guard changed else { return html }
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[copied...]))
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// Whether an attribute value is absolute by its first bytes (`scheme:` after any ASCII
    /// white space), the common case, which needs no String and no URL; anything else goes
    /// to ``resolved(_:against:)``, which decides for itself.
    private static func startsWithScheme(_ value: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index < value.count, value[index] == 32 || value[index] == 9 || value[index] == 10 || value[index] == 13 { index += 1 }
        let start = index
        while index < value.count, isLetter(value[index]) || (index > start && isSchemeByte(value[index])) { index += 1 }
        return index > start && index < value.count && value[index] == UInt8(ascii: ":")
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || byte == 43 || byte == 45 || byte == 46
    }

    /// A cheap test that skips the scan for HTML with no link or image attribute at all.
    private static func mayHaveRelativeLinks(_ html: String) -> Bool {
        ByteScan.withUTF8(html) { bytes in
            ByteScan.anyOffset(of: UInt8(ascii: "="), in: bytes) { offset in
                ByteScan.word("src", endsAt: offset, in: bytes) || ByteScan.word("href", endsAt: offset, in: bytes)
                    || ByteScan.word("poster", endsAt: offset, in: bytes)
            }
        }
    }

    /// The absolute form of a relative `value` (entities such as `&amp;` stay as written),
    /// or nil when it is absolute, a fragment, empty or unusable.
    private static func resolved(_ value: String, against base: URL) -> String? {
        let trimmed = ArticleText.trimmedASCIIWhitespace(value)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), !FeedURLText.isAbsolute(trimmed),
            let url = URL(string: trimmed, relativeTo: base)?.absoluteURL
        else { return nil }
        // Quotes from the base must not end the attribute value the result goes into.
        return url.absoluteString.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "'", with: "%27")
    }

    private static func isLinkAttribute(_ name: UnsafeRawBufferPointer) -> Bool {
        let lower = name.lazy.map { $0 | 0x20 }
        return lower.elementsEqual("href".utf8) || lower.elementsEqual("src".utf8) || lower.elementsEqual("poster".utf8)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= 48 && byte <= 57) || byte == 45 || byte == 95 || byte == 58
    }
}
