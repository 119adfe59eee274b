import BylineText
import Foundation

extension Article {
    /// The longest description handed to `bookmark-cmd`, in characters.
    public static let maximumBookmarkDescription = 1000

    /// The four arguments `bookmark-cmd` gets, as newsboat gives them: the article's URL, its
    /// title, its description (the summary as plain text on one line, else empty) and the
    /// feed's title, each cleaned of control characters. No shell ever reads them.
    public var bookmarkFields: [String] {
        let summary = summary.map { RichText(parsing: $0, baseURL: url).plainText } ?? ""
        var description = TextSanitizer.singleLine(summary)
        if description.count > Self.maximumBookmarkDescription {
            description = String(description.prefix(Self.maximumBookmarkDescription)) + "…"
        }
        return [
            url.map { TextSanitizer.singleLine($0.absoluteString) } ?? "", TextSanitizer.singleLine(title),
            description, TextSanitizer.singleLine(sourceName)
        ]
    }
}
