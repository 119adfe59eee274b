import BylineText
import Foundation

/// The conversion from wire values to ``Enclosure``s, part of the one DTO → model conversion.
///
/// - url: resolved against the item's base; only http and https are kept (a `javascript:`
///   or `file:` enclosure from a feed is dropped).
/// - mimeType: lowercased, without parameters (`audio/mpeg; codecs=mp3` → `audio/mpeg`);
///   anything that is not `type/subtype` is dropped.
/// - byteCount: positive whole numbers only (`0`, `-1` and `unknown` are unknown).
/// - duration: `itunes:duration` in any form (``MediaDuration``), the enclosure's own first.
/// - title: one line, HTML removed, at most 300 characters.
/// - The same address twice (an `<enclosure>` and a `media:content` for one file) is one
///   enclosure, its details merged; at most ``FeedEnclosureCandidates/limit`` are kept.
/// - The episode's number, season and explicit mark are kept on the first enclosure.
extension Enclosure {
    /// The enclosures `item` names, resolved against `base`.
    static func converting(_ item: FeedItemDTO, base: URL?) -> [Enclosure] {
        guard !item.enclosures.isEmpty else { return [] }
        let episodeDuration = item.episode.duration.flatMap(MediaDuration.seconds)
        var result: [Enclosure] = []
        for wire in item.enclosures.prefix(FeedEnclosureCandidates.limit) {
            guard let url = ArticleText.webURL(wire.url, relativeTo: base) else { continue }
            var enclosure = Enclosure(
                url: url, mimeType: mediaType(wire.type), byteCount: byteCount(wire.length),
                duration: wire.duration.flatMap(MediaDuration.seconds), medium: medium(wire.medium),
                title: title(wire.title), thumbnailURL: ArticleText.webURL(wire.thumbnail, relativeTo: base))
            // The episode's running time is every playable form's, never an image's.
            if enclosure.duration == nil, enclosure.kind != .image { enclosure.duration = episodeDuration }
            if let index = result.firstIndex(where: { $0.url == url }) {
                result[index].merge(enclosure)
            } else {
                result.append(enclosure)
            }
        }
        if !result.isEmpty {
            result[0].episode = count(item.episode.episode)
            result[0].season = count(item.episode.season)
            result[0].isExplicit = explicit(item.episode.explicit)
        }
        return result
    }

    /// Fills what this enclosure lacks from `other`, a second mention of the same file.
    mutating func merge(_ other: Enclosure) {
        mimeType = mimeType ?? other.mimeType
        byteCount = byteCount ?? other.byteCount
        duration = duration ?? other.duration
        medium = medium ?? other.medium
        title = title ?? other.title
        thumbnailURL = thumbnailURL ?? other.thumbnailURL
    }

    /// `audio/mpeg` from `Audio/MPEG; charset=…`; nil for anything not `type/subtype`.
    static func mediaType(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let essence = raw.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let type = essence.trimmingCharacters(in: .whitespaces).lowercased()
        let parts = type.split(separator: "/", omittingEmptySubsequences: false)
        let isToken = { (part: Substring) in
            !part.isEmpty && part.count <= 127
                && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789!#$&^_.+-".unicodeScalars.contains($0)) }
        }
        guard parts.count == 2, isToken(parts[0]), isToken(parts[1]) else { return nil }
        return type
    }

    /// A positive byte count from `raw`; nil for zero, negatives and anything not a number.
    static func byteCount(_ raw: String?) -> Int64? {
        guard let raw, let value = Int64(raw.trimmingCharacters(in: .whitespaces)), value > 0 else { return nil }
        return value
    }

    /// A small positive whole number (episode, season); nil otherwise.
    private static func count(_ raw: String?) -> Int? {
        guard let raw, let value = Int(raw.trimmingCharacters(in: .whitespaces)), value > 0, value < 1_000_000 else {
            return nil
        }
        return value
    }

    /// `itunes:explicit`'s value: Apple's `true`/`false`, and the older `yes`, `explicit`, `no`, `clean`.
    private static func explicit(_ raw: String?) -> Bool? {
        switch raw?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "yes", "explicit": return true
        case "false", "no", "clean": return false
        default: return nil
        }
    }

    private static func medium(_ raw: String?) -> String? {
        guard let raw = raw?.trimmingCharacters(in: .whitespaces).lowercased(),
            ["audio", "video", "image", "document", "executable"].contains(raw)
        else { return nil }
        return raw
    }

    private static func title(_ raw: String?) -> String? {
        let line = ArticleText.title(raw)
        guard !line.isEmpty else { return nil }
        guard line.count > 300 else { return line }
        return String(line.prefix(299)) + "…"
    }
}

/// Playing times as feeds write them.
public enum MediaDuration {
    /// Whole seconds from `itunes:duration` and its cousins: `1:02:03`, `62:03`, `3723`,
    /// `3723.5` (fractions are dropped), `01:02:03.250`, and ISO 8601's `PT1H2M3S`. Zero,
    /// negatives, a minute or second part of 60 or more after a colon, and anything else
    /// give nil; so do times over ten years (a typo, not an episode).
    public static func seconds(_ raw: String) -> Int? {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.count <= 32 else { return nil }
        let total: Double?
        if text.uppercased().hasPrefix("PT") {
            total = iso8601(text.uppercased().dropFirst(2))
        } else {
            total = clock(text)
        }
        guard let total, total.isFinite, total >= 1, total <= 315_360_000 else { return nil }
        return Int(total)
    }

    /// `h:m:s`, `m:s` or `s`; only the first part may reach 60.
    private static func clock(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 3 else { return nil }
        var total = 0.0
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            // Only the seconds may have a fraction; every part is plain digits.
            let allowed = isLast ? "0123456789." : "0123456789"
            guard !part.isEmpty, part.allSatisfy({ allowed.contains($0) }), let value = Double(part) else { return nil }
            if index > 0, value >= 60 { return nil }
            total = total * 60 + value
        }
        return total
    }

    /// `1H2M3S` (after `PT`).
    private static func iso8601(_ text: Substring) -> Double? {
        var total = 0.0
        var number = ""
        var sawUnit = false
        for character in text {
            if character.isASCII, character.isNumber || character == "." {
                number.append(character)
                continue
            }
            let scale: Double
            switch character {
            case "H": scale = 3600
            case "M": scale = 60
            case "S": scale = 1
            default: return nil
            }
            guard let value = Double(number) else { return nil }
            total += value * scale
            number = ""
            sawUnit = true
        }
        return sawUnit && number.isEmpty ? total : nil
    }
}
