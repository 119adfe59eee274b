import BylineText
import Foundation

/// Where a downloaded file goes: `download-filename-format` (newsboat's placeholders) filled
/// in and put under `download-path`.
///
/// Placeholders: `%n` the feed's title, `%h` the file's host, `%u` the last part of the
/// file's path, `%t` the article's title, `%F` the date (YYYY-MM-DD), `%m` `%b` `%d` `%H`
/// `%M` `%S` its month (01–12), month name (Jan), day, hour, minute and second, and `%%`.
/// Each value a feed fills is made one safe path component (``component(_:)``): no slash, no
/// control character, no leading dot, no `..`, at most 200 bytes; a `/` written in the format
/// itself makes a folder. Only the URL's path is used, never its query or user info, so no
/// token or password in a URL ever reaches a file name.
public struct DownloadFileName: Sendable, Hashable {
    /// newsboat's default format: a folder per feed, the server's file name inside it.
    public static let defaultFormat = "%n/%u"
    /// The longest one filled-in component may be, in UTF-8 bytes (file systems allow 255).
    public static let componentLimit = 200

    /// The format, as the config gives it.
    public var format: String
    /// The folder every file goes under (already expanded: no `~`).
    public var folder: String

    /// A namer for `format` under `folder`.
    public init(format: String = defaultFormat, folder: String) {
        self.format = format
        self.folder = folder
    }

    /// The path for `url` of an article titled `title` from `feedTitle`, dated `date`.
    public func path(for url: URL, title: String?, feedTitle: String?, date: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let basename = Self.basename(of: url)
        let values: [Character: String] = [
            "n": Self.component(feedTitle.flatMap { $0.isEmpty ? nil : $0 } ?? url.host ?? ""), "h": Self.component(url.host ?? ""),
            "u": Self.component(basename),
            "t": Self.component(title ?? basename),
            "F": "\(String(format: "%04d", parts.year ?? 0))-\(two(parts.month))-\(two(parts.day))",
            "m": two(parts.month), "b": months[max(0, min(11, (parts.month ?? 1) - 1))], "d": two(parts.day),
            "H": two(parts.hour), "M": two(parts.minute), "S": two(parts.second), "%": "%"
        ]
        let filled = PlaceholderFormat.fill(format, with: values)
        // Folders the format itself writes, each made safe too (no `..` climbs out of the folder).
        let components = filled.split(separator: "/").map { Self.component(String($0)) }.filter { !$0.isEmpty }
        let relative = components.isEmpty ? Self.component(basename) : components.joined(separator: "/")
        return (folder as NSString).appendingPathComponent(relative)
    }

    /// The last part of `url`'s path, percent-decoded; `download` when it has none.
    public static func basename(of url: URL) -> String {
        let last = url.path.split(separator: "/").last.map(String.init) ?? ""
        return last.isEmpty ? "download" : last
    }

    /// `value` as one safe path component: slashes, NULs and control characters become `_`,
    /// leading dots and spaces are dropped (no hidden file, no `..`), at most
    /// ``componentLimit`` bytes (cut at a character), and `_` when nothing is left.
    public static func component(_ value: String) -> String {
        var text = String(
            value.unicodeScalars.map { scalar -> Character in
                scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F
                    || scalar.properties.generalCategory == .format ? "_" : Character(scalar)
            })
        text = text.trimmingCharacters(in: .whitespaces)
        while text.hasPrefix(".") || text.hasPrefix(" ") { text.removeFirst() }
        while text.utf8.count > componentLimit { text.removeLast() }
        text = text.trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? "_" : text
    }
}
