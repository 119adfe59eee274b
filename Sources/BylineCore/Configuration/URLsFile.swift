import BylineText
import Foundation

/// The urls file: newsboat's format, one source per line.
///
/// ```
/// # a comment
/// https://example.com/feed.xml tech "open source" "~Example News"
/// newsapi:top-headlines?country=us&category=technology news
/// ```
///
/// A line is a URL (or a `newsapi:` query) followed by tags; a token starting with `~` is
/// the title instead of a tag. Tokens may be quoted to hold spaces. A line whose first
/// non-blank character is `#` is a comment, and so is everything after a `#` that begins
/// a token; a `#` inside a URL is a fragment and stays (newsboat reads `#` only at the start
/// of a line; Byline also allows trailing comments because they cannot clash with URLs).
/// Blank lines are ignored; CRLF line ends and a UTF-8 byte order mark are accepted.
///
/// Every bad line (unsupported form, non-http(s) or unparseable URL, bad NewsAPI query,
/// unterminated quote, a URL already listed) is reported with its line number and skipped;
/// the other lines still count.
public enum URLsFile {
    /// The name used in messages when the caller gives none.
    public static let defaultFileName = "urls"

    /// The sources in the file's text, and an error for every line that was skipped.
    /// `exec:`, `filter:` and `file://` lines count only with `allowingCommands`, given for
    /// the user's own urls file alone (see ``Source/init(parsingKey:title:tags:allowingCommands:)``).
    public static func parse(_ text: String, fileName: String = defaultFileName, allowingCommands: Bool = false) -> ParsedSources {
        var result = ParsedSources()
        var firstLine: [String: Int] = [:]
        let lines = TextLines.numbered(text)
        firstLine.reserveCapacity(lines.count)
        result.sources.reserveCapacity(lines.count)
        for (number, line) in lines {
            let parsed: Source?
            do throws(SourceLineError) {
                parsed = try source(in: line, number: number, fileName: fileName, allowingCommands: allowingCommands)
            } catch {
                result.errors.append(error)
                continue
            }
            guard var source = parsed else { continue }
            let identity = Source.duplicateIdentity(of: source.key)
            if let earlier = firstLine[identity] {
                result.errors.append(
                    SourceLineError(
                        file: fileName, line: number,
                        message:
                            ConfigText.alreadyListed(SourceLineError.quote(source.key), earlier)))
                continue
            }
            firstLine[identity] = number
            result.errors += source.readLineSettings(file: fileName, line: number)
            result.sources.append(source)
        }
        return result
    }

    /// The sources in the file's bytes (UTF-8; invalid bytes only spoil the lines they are on).
    public static func parse(_ data: Data, fileName: String = defaultFileName, allowingCommands: Bool = false) -> ParsedSources {
        parse(TextLines.decode(data), fileName: fileName, allowingCommands: allowingCommands)
    }

    /// The source on one line, nil for a blank or comment line, or why the line is unusable.
    static func source(
        in line: String, number: Int, fileName: String,
        allowingCommands: Bool = false
    ) throws(SourceLineError) -> Source? {
        guard let tokens = try tokens(in: line, number: number, fileName: fileName), let first = tokens.first else {
            return nil
        }
        let (title, tags) = titleAndTags(tokens.dropFirst())
        do throws(SourceKeyError) {
            return try Source(parsingKey: first.text, title: title, tags: tags, allowingCommands: allowingCommands)
        } catch {
            throw SourceLineError(file: fileName, line: number, message: error.message)
        }
    }

    /// The `"~Title"` and the tags among the tokens after a line's source.
    static func titleAndTags(_ tokens: ArraySlice<LineTokenizer.Token>) -> (title: String?, tags: [String]) {
        var title: String?
        var tags: [String] = []
        for token in tokens {
            // Decided on the text as it is kept (cleaned to one line): `"\u{0}~Name"` or
            // `" ~Name"` would otherwise become a tag starting with `~`, which no urls-file
            // line can write back, since it reads as the title.
            guard let text = ArticleText.line(token.text) else { continue }
            if text.hasPrefix("~") {
                title = String(text.dropFirst())
            } else {
                tags.append(text)
            }
        }
        return (title, tags)
    }

    /// The tokens of a line, nil when it holds none (blank or comment).
    static func tokens(in line: String, number: Int, fileName: String) throws(SourceLineError) -> [LineTokenizer.Token]? {
        do throws(LineTokenizer.Failure) {
            let tokens = try LineTokenizer.tokens(line)
            return tokens.isEmpty ? nil : tokens
        } catch {
            throw SourceLineError(
                file: fileName, line: number,
                message: ConfigText.unclosedQuote.text)
        }
    }
}
