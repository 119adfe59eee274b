import BylineText
import Foundation

extension Source {
    /// The longest URL accepted; longer text is almost surely not a feed address.
    static let maximumKeyLength = 4096

    /// A source from the text that names it in a urls file or an OPML `xmlUrl`: an
    /// `http`/`https` feed URL, a `newsapi:` query or newsboat's `query:Name:EXPRESSION`
    /// query feed. newsboat's `exec:COMMAND`, `filter:COMMAND:URL` and `file:///path` forms
    /// are read only with `allowingCommands` (the user's own urls file): text from anywhere
    /// else (an imported OPML or urls file, a web page) never runs a program or reads a local
    /// file. Anything else (other schemes, garbage) is refused with a reason.
    public init(
        parsingKey raw: String, title: String? = nil, tags: [String] = [],
        allowingCommands: Bool = false
    ) throws(SourceKeyError) {
        let key = ASCIIFastPath.trimmed(raw)
        // The key as an error quotes it; made only for an error.
        func shown() -> String { SourceLineError.quote(key) }
        guard !key.isEmpty else { throw SourceKeyError(ConfigText.emptyURL.text) }
        guard key.utf8.count <= Self.maximumKeyLength else {
            throw SourceKeyError(ConfigText.keyTooLong(shown(), Self.maximumKeyLength))
        }
        let title = title.flatMap { ArticleText.line($0) }
        let tags = Self.cleanTags(tags)
        let lower = key.lowercased()
        if lower.hasPrefix(NewsAPIQuery.scheme) {
            let text = NewsAPIQuery.scheme + key.dropFirst(NewsAPIQuery.scheme.count)
            let query: NewsAPIQuery
            do throws(NewsAPIQueryError) {
                query = try NewsAPIQuery(sourceLine: text)
            } catch {
                throw SourceKeyError(error.message)
            }
            self.init(kind: .newsAPI(query), key: text, title: title, tags: tags)
            return
        }
        if lower.hasPrefix(Self.queryScheme) {
            self = try Self.queryFeed(key, tags: tags)
            return
        }
        if let form = LocalSourceForm(lower) {
            guard allowingCommands else { throw SourceKeyError(form.refusal) }
            self = try Self.localSource(key, form: form, title: title, tags: tags)
            return
        }
        if !ASCIIFastPath.isVisible(key) {
            if key.unicodeScalars.contains(where: { $0.properties.isWhitespace || !TextSanitizer.isAllowed($0) }) {
                throw SourceKeyError(ConfigText.urlHasSpaces(shown()))
            }
            if key.unicodeScalars.contains("\u{FFFD}") {
                throw SourceKeyError(ConfigText.urlNotUTF8(shown()))
            }
        }
        guard let scheme = Self.scheme(of: key) else {
            throw SourceKeyError(ConfigText.notAURL(shown()))
        }
        guard scheme == "http" || scheme == "https" else {
            throw SourceKeyError(ConfigText.notHTTP(shown()))
        }
        guard let url = URL(string: key) else { throw SourceKeyError(ConfigText.invalidURL(shown())) }
        guard let host = url.host, !host.isEmpty else { throw SourceKeyError(ConfigText.noHost(shown())) }
        if let port = url.port, !(1...65535).contains(port) {
            throw SourceKeyError(ConfigText.badPort(shown()))
        }
        self.init(kind: .feed(url), key: Self.keyWithoutPassword(key), title: title, tags: tags, address: key)
    }

    /// What two keys are compared by to find duplicates: the scheme and host lowercased and
    /// an empty path written as `/`, so `HTTPS://Example.com` and `https://example.com/` match.
    public static func duplicateIdentity(of key: String) -> String {
        let key = keyWithoutPassword(ASCIIFastPath.trimmed(key))
        return ASCIIFastPath.isVisible(key) ? ASCIIFastPath.duplicateIdentity(ofVisible: key) : identityByCharacters(key)
    }

    /// ``duplicateIdentity(of:)`` of a trimmed key, walked character by character: any text.
    static func identityByCharacters(_ key: String) -> String {
        guard let afterSeparator = ASCIIFastPath.endOfSchemeSeparator(in: key) else { return key }
        let rest = key[afterSeparator...]
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        let head = key[..<authorityEnd].lowercased()
        let tail = rest[authorityEnd...]
        return head + (tail.first == "/" ? "" : "/") + tail
    }

    /// Tags cleaned to one line each, empty ones and repeats dropped, order kept.
    static func cleanTags(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        return tags.compactMap { ArticleText.line($0) }.filter { seen.insert($0).inserted }
    }

    /// How a query feed's text starts: `query:Name:EXPR`.
    static let queryScheme = "query:"

    /// A query feed from its `query:Name:EXPR` text; its name is its title (a `"~Title"`
    /// token would be lost when the line is written back, so the name always wins).
    private static func queryFeed(_ key: String, tags: [String]) throws(SourceKeyError) -> Source {
        let rest = key.dropFirst(queryScheme.count)
        guard let colon = rest.firstIndex(of: ":") else {
            throw SourceKeyError(ConfigText.queryNoColon.text)
        }
        guard let name = ArticleText.line(String(rest[..<colon])) else {
            throw SourceKeyError(ConfigText.queryNoName.text)
        }
        let text = String(rest[rest.index(after: colon)...])
        let expression: FilterExpression
        do throws(FilterError) {
            expression = try FilterExpression.parse(text)
        } catch {
            throw SourceKeyError(ConfigText.queryExpression(SourceLineError.quote(name), error.description))
        }
        return Source(kind: .query(expression), key: queryScheme + rest, title: name, tags: tags)
    }

    /// The lowercased scheme when `key` starts with one (`letter *( letter / digit / + / - / . ) ":"`).
    private static func scheme(of key: String) -> String? {
        ASCIIFastPath.isVisible(key) ? ASCIIFastPath.scheme(ofVisible: key) : schemeByScalars(key)
    }

    /// ``scheme(of:)`` walked scalar by scalar: any text.
    static func schemeByScalars(_ key: String) -> String? {
        guard let colon = key.firstIndex(of: ":") else { return nil }
        let candidate = key[..<colon]
        // `example.com:8080/feed` has no scheme; a dot in one is legal but never meant here.
        if candidate.utf8.contains(0x2E) { return nil }
        guard let first = candidate.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return nil }
        let valid = candidate.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == ".")
        }
        return valid ? candidate.lowercased() : nil
    }
}
