import CLibXML2
import Foundation

/// Which character set to read an XML feed in, when Byline must say it instead of libxml2.
///
/// RFC 7303 §3.2: the HTTP `charset` parameter wins over the XML declaration and any guess,
/// except that a byte-order mark wins over both. Labels that browsers accept but iconv does
/// not (`dos-866`, `x-mac-roman`, `ks_c_5601-1987`) are translated to iconv's names; UTF-32
/// without a byte-order mark is recognised by its zero bytes.
enum FeedCharset {
    /// The `charset` parameter of a `Content-Type` value, unquoted; nil when there is none.
    static func parameter(inContentType contentType: String?) -> String? {
        guard let contentType else { return nil }
        for part in contentType.split(separator: ";").dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else { continue }
            let value = pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            // A name is short and plain; anything else is not worth handing to iconv.
            guard !value.isEmpty, value.utf8.count <= 40,
                value.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_:.+".unicodeScalars.contains($0)) })
            else { return nil }
            return value
        }
        return nil
    }

    /// The encoding to impose on `body`: the header's charset unless the body has a
    /// byte-order mark or the charset is unknown; else a declared label iconv would not know, translated; else UTF-32
    /// recognised without a mark; nil to let libxml2 read the declaration.
    static func override(header: String?, body: Data) -> String? {
        let head = Array(body.prefix(4))
        let hasBOM =
            head.starts(with: [0xEF, 0xBB, 0xBF]) || head.starts(with: [0xFE, 0xFF])
            || head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0x00, 0x00, 0xFE, 0xFF])
        if hasBOM { return nil }
        if let header, isKnown(iconvName(header)) { return iconvName(header) }
        if head == [0x00, 0x00, 0x00, 0x3C] { return "UTF-32BE" }
        if head == [0x3C, 0x00, 0x00, 0x00] { return "UTF-32LE" }
        if let declared = FeedSniffer.declaredEncoding(body), let translated = translatedLabel(declared), isKnown(translated) {
            return translated
        }
        return nil
    }

    /// Whether libxml2 (itself or through iconv) can read `name`: libxml2 silently ignores an
    /// encoding it is handed but does not know, which would leave the body read as UTF-8.
    static func isKnown(_ name: String) -> Bool {
        guard let handler = xmlFindCharEncodingHandler(name) else { return false }
        _ = xmlCharEncCloseFunc(handler)
        return true
    }

    /// The name iconv knows for a label: translated when it is one iconv lacks, else as given.
    static func iconvName(_ label: String) -> String {
        translatedLabel(label) ?? label
    }

    /// iconv's name for a label it does not know itself, or nil when iconv (or libxml2) knows it.
    private static func translatedLabel(_ label: String) -> String? {
        let key = label.lowercased().replacingOccurrences(of: "_", with: "-")
        if let name = aliases[key] { return name }
        // `437`, `866`: DOS code pages by bare number, which is not even an XML name.
        if (3...4).contains(key.count), key.allSatisfy(\.isNumber) { return "CP" + key }
        // dos-866, ibm-437, x-cp1251, cp-850: a code page by number.
        var rest = Substring(key)
        if rest.hasPrefix("x-") { rest = rest.dropFirst(2) }
        for prefix in ["dos-", "ibm-", "cp-", "windows-cp"] where rest.hasPrefix(prefix) {
            let digits = rest.dropFirst(prefix.count)
            if (3...4).contains(digits.count), digits.allSatisfy(\.isNumber) { return "CP" + digits }
        }
        if key.hasPrefix("x-cp"), key.dropFirst(4).allSatisfy(\.isNumber), key.count > 5 { return "CP" + key.dropFirst(4) }
        return nil
    }

    private static let aliases: [String: String] = [
        "x-mac-roman": "MACINTOSH", "mac-roman": "MACINTOSH", "macroman": "MACINTOSH", "x-mac": "MACINTOSH",
        "x-mac-cyrillic": "MAC-CYRILLIC", "x-mac-ukrainian": "MAC-UKRAINIAN", "x-mac-ce": "MAC-CENTRALEUROPE",
        "x-mac-centraleurope": "MAC-CENTRALEUROPE", "mac-centraleurope": "MAC-CENTRALEUROPE",
        "x-mac-icelandic": "MAC-IS", "ebcdic-037": "IBM037", "ks-c-5601-1987": "CP949", "ks-c-5601": "CP949",
        "windows-31j": "CP932", "x-sjis": "SHIFT_JIS", "x-euc-jp": "EUC-JP", "x-euc-kr": "EUC-KR", "x-gbk": "GBK",
        "iso-8859-8-i": "ISO-8859-8", "unicode-1-1-utf-8": "UTF-8", "utf8": "UTF-8", "x-unicode20utf8": "UTF-8"
    ]
}
