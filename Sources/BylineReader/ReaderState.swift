import BylineText

/// Where reader mode stands for the article in the pane.
public indirect enum ReaderState: Sendable, Hashable {
    /// The page is being fetched from `host`; `previous` is the page shown before, if any.
    case fetching(host: String, previous: ReaderState?)
    /// The page could not be read, for `reason`.
    case failed(String)
    /// The page's article, shown instead of the feed's text.
    case page(ExtractedArticle)

    /// The dim line shown above the body, in words.
    public var note: String? {
        switch self {
        case .fetching(let host, _):
            return ReaderErrorText.fetching(TextSanitizer.singleLine(host))
        case .failed(let reason):
            return ReaderErrorText.notShown(TextSanitizer.singleLine(reason))
        case .page(let page):
            let about = [page.byline, page.siteName].compactMap { $0 }.joined(separator: " · ")
            return about.isEmpty ? ReaderErrorText.fullArticle.text : ReaderErrorText.fullArticleAbout(about)
        }
    }
}
