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

    /// Everything RFC 3986 allows raw somewhere in a URL (`[` and `]` only in the host).
    private static let urlCharacters = unreserved.union(":/?#[]@!$&'()*+,;=".utf8)

    /// `text`, a URL as a feed or a page wrote it, as a URL a parser accepts: only the
    /// characters no URL holds raw (a space, `|`, `"`, `<`, non-ASCII outside the host…) are
    /// percent-encoded, and brackets outside the host and every `#` after the first. An
    /// escape already there stays as it is (`%20` never becomes `%2520`, which Foundation's
    /// own repair does); a `%` that starts none becomes `%25`. A valid URL comes back as it is.
    public static func repairingURL(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard !isRepaired(bytes) else { return text }
        return encode(bytes, keepingEscapes: true, keeps: urlKeeps(bytes))
    }

    /// Whether `bytes` need no repair.
    private static func isRepaired(_ bytes: [UInt8]) -> Bool {
        let keeps = urlKeeps(bytes)
        return bytes.indices.allSatisfy { index in
            bytes[index] == UInt8(ascii: "%") ? isEscape(bytes, at: index) : keeps(index, bytes[index])
        }
    }

    /// Which bytes of the URL `bytes` stay raw; called once per byte, in order.
    private static func urlKeeps(_ bytes: [UInt8]) -> (Int, UInt8) -> Bool {
        let hostEnd = authorityEnd(in: bytes)
        var fragmentStarted = false
        return { index, byte in
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "]"): return index < hostEnd
            case UInt8(ascii: "#"):
                defer { fragmentStarted = true }
                return !fragmentStarted
            case 0x80...: return index < hostEnd
            default: return urlTable[Int(byte)]
            }
        }
    }

    /// ``urlCharacters`` as a table, for the per-byte check every feed link goes through.
    private static let urlTable: [Bool] = (0..<256).map { urlCharacters.contains(UInt8($0)) }

    /// What stays raw in ``shellInert(_:)``: nothing a POSIX shell (or bash, zsh) reads as
    /// syntax inside a word. `?` and `#` stay because a URL needs them raw (`?` is a glob
    /// character that matches no file a URL names; `#` starts a comment only at a word's start).
    private static let shellInertCharacters = unreserved.union(":/?#=@+,".utf8)

    /// `url` as one inert word for a shell script: every character a shell treats specially
    /// (`&`, `;`, `|`, `<`, `>`, `(`, `)`, `$`, the backquote, the backslash, both quotes, white
    /// space, `*`, `[`, `]`, `{`, `}`, `^`, `!`) percent-encoded, so the word means the same
    /// inside single quotes, double quotes or none. Escapes already in the URL stay as they
    /// are. A query's `&` and `;` arrive as `%26` and `%3B`.
    public static func shellInert(_ url: String) -> String {
        encode(Array(url.utf8), keepingEscapes: true) { _, byte in shellInertCharacters.contains(byte) }
    }

    /// The end of the authority (`user@host:port`) in a URL's bytes; 0 when it has none.
    private static func authorityEnd(in bytes: [UInt8]) -> Int {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes.count > colon + 2,
            bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
        else { return 0 }
        let start = colon + 3
        return bytes[start...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            ?? bytes.count
    }

    /// Percent-encodes every byte `keeps` refuses; with `keepingEscapes`, a `%` followed by
    /// two hex digits is kept as the escape it is.
    private static func encode(_ input: [UInt8], keepingEscapes: Bool, keeps: (Int, UInt8) -> Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count)
        for (index, byte) in input.enumerated() {
            if byte == UInt8(ascii: "%") ? keepingEscapes && isEscape(input, at: index) : keeps(index, byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a `%` at `index` starts an escape (two hex digits follow).
    private static func isEscape(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 2 < bytes.count && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
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
