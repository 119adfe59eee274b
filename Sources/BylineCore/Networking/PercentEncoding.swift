import Foundation

/// Percent-encoding rules for the parts of a request Byline builds itself.
public enum PercentEncoding {
    /// RFC 3986 unreserved characters: the only ones left as they are in a query component.
    private static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    /// The HTML form rules leave these as they are (and turn the space into `+`).
    private static let formSafe = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._".utf8)
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Encodes a query name or value so that every server decodes it back to exactly `text`.
    ///
    /// Stricter than `URLComponents.queryItems`, which leaves `+`, `/`, `?` and `;`
    /// alone; many servers read a bare `+` as a space.
    public static func queryComponent(_ text: String) -> String {
        encode(text, keeping: unreserved, spaceAsPlus: false)
    }

    /// Encodes a name or value of an `application/x-www-form-urlencoded` body
    /// (the HTML form rules: space as `+`, `*-._` and alphanumerics kept).
    public static func formComponent(_ text: String) -> String {
        encode(text, keeping: formSafe, spaceAsPlus: true)
    }

    /// Joins name-value pairs as a query string or form body; pairs with an empty name are skipped.
    public static func join(_ pairs: [(name: String, value: String?)], form: Bool) -> String {
        let component = form ? formComponent : queryComponent
        return pairs.compactMap { pair -> String? in
            guard !pair.name.isEmpty else { return nil }
            guard let value = pair.value else { return component(pair.name) }
            return component(pair.name) + "=" + component(value)
        }.joined(separator: "&")
    }

    private static func encode(_ text: String, keeping safe: Set<UInt8>, spaceAsPlus: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if safe.contains(byte) {
                bytes.append(byte)
            } else if spaceAsPlus && byte == UInt8(ascii: " ") {
                bytes.append(UInt8(ascii: "+"))
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
