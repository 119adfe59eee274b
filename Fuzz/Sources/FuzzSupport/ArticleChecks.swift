import BylineCore
import Foundation

/// The promises every converted ``Article`` keeps, whichever format it came from.
public enum ArticleChecks {
    /// The zone documents are laid out in: fixed, so a crash reproduces on any machine.
    public static let timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    /// Crashes when a field of `article` is unsafe, a one-line field spans lines, or a link is
    /// not a web address.
    public static func require(_ article: Article) {
        FuzzCheck.require(!article.title.isEmpty, "an article has an empty title")
        TerminalText.requireSingleLine(article.title, "title")
        TerminalText.requireSingleLine(article.sourceName, "source name")
        FuzzCheck.require(!article.guid.isEmpty, "an article has an empty guid")
        if let author = article.author { TerminalText.requireSingleLine(author, "author") }
        if let summary = article.summary { TerminalText.requireSafe(summary, allowNewlines: true, "summary") }
        if let content = article.content { TerminalText.requireSafe(content, allowNewlines: true, "content") }
        requireWebURL(article.url, "link")
        requireWebURL(article.imageURL, "image")
        if let published = article.published {
            FuzzCheck.require(published.timeIntervalSinceReferenceDate.isFinite, "published date \(published) is not finite")
        }
    }

    /// Crashes when the article's document breaks a layout promise at any of `widths`.
    public static func requireDocument(_ article: Article, widths: [Int]) {
        let document = ArticleDocument(article: article, timeZone: timeZone)
        for url in document.links { requireWebURL(url, "body link") }
        for width in widths {
            LineChecks.require(document.lines(width: width), width: width, "article document")
        }
    }

    /// Crashes unless `url` is nil or an http(s) URL with a host.
    public static func requireWebURL(_ url: URL?, _ what: String) {
        guard let url else { return }
        let scheme = url.scheme?.lowercased()
        FuzzCheck.require(scheme == "http" || scheme == "https", "\(what) \(FuzzCheck.show(url.absoluteString)) is not http(s)")
        FuzzCheck.require(url.host?.isEmpty == false, "\(what) \(FuzzCheck.show(url.absoluteString)) has no host")
    }
}
