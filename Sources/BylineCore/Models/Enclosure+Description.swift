import BylineText
import Foundation

/// How an enclosure is described in one line: `[audio] 48:12 · 44 MB · mp3`.
extension Enclosure {
    /// The kind in brackets, then what is known of duration, size and format, joined by ` · `.
    public var summaryLine: String {
        var parts: [String] = []
        if let duration { parts.append(Self.clock(duration)) }
        if let byteCount { parts.append(Self.size(byteCount)) }
        if let format { parts.append(format) }
        let head = "[\(kind.rawValue)]"
        return parts.isEmpty ? head : head + " " + parts.joined(separator: " · ")
    }

    /// A short name of the file's format: `mp3` for `audio/mpeg`, else the media type's
    /// subtype without `x-`, else the address's extension; nil when none is known.
    public var format: String? {
        if let mimeType, let subtype = mimeType.split(separator: "/").last {
            if let known = Self.formatNames[mimeType] { return known }
            let name = subtype.hasPrefix("x-") ? subtype.dropFirst(2) : subtype
            return name.isEmpty ? nil : String(name.prefix(16))
        }
        let fileExtension = (url.path as NSString).pathExtension.lowercased()
        return fileExtension.isEmpty || fileExtension.count > 8 ? nil : TextSanitizer.singleLine(fileExtension)
    }

    private static let formatNames = [
        "audio/mpeg": "mp3", "audio/mp3": "mp3", "audio/x-m4a": "m4a", "audio/mp4": "m4a", "audio/aac": "aac",
        "audio/ogg": "ogg", "video/mp4": "mp4", "video/x-m4v": "m4v", "video/quicktime": "mov", "image/jpeg": "jpeg",
        "application/x-shockwave-flash": "flash"
    ]

    /// `48:12` under an hour, `1:02:03` from an hour.
    public static func clock(_ seconds: Int) -> String {
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    /// `820 B`, `12 KB`, `4.5 MB`, `44 MB`, `1.2 GB`, in 1024s as `ls -h` counts.
    public static func size(_ bytes: Int64) -> String {
        let units = ["B", "KB", "MB", "GB", "TB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(bytes) B" }
        let shown = value < 10 ? (value * 10).rounded() / 10 : value.rounded()
        let text = shown == shown.rounded() ? String(Int(shown)) : String(shown)
        return "\(text) \(units[unit])"
    }
}
