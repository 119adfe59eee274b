import BylineCore
import Foundation

/// The promises of a list of sources read from a file (urls file or OPML).
public enum SourceChecks {
    /// Crashes when a source is unusable or listed twice, or an error is badly formed.
    /// `lineCount` bounds the line numbers errors may name, when known.
    public static func require(_ parsed: ParsedSources, lineCount: Int?) {
        var identities = Set<String>()
        for source in parsed.sources {
            FuzzCheck.require(!source.key.isEmpty, "a source has an empty key")
            FuzzCheck.require(
                identities.insert(Source.duplicateIdentity(of: source.key)).inserted,
                "\(FuzzCheck.show(source.key)) is listed twice")
            switch source.kind {
            case .feed(let url): ArticleChecks.requireWebURL(url, "feed URL")
            case .newsAPI: FuzzCheck.require(source.key.hasPrefix("newsapi:"), "NewsAPI key \(FuzzCheck.show(source.key))")
            case .demo: FuzzCheck.fail("a file named the built-in demo source")
            case .query: FuzzCheck.require(source.key.hasPrefix("query:"), "query feed key \(FuzzCheck.show(source.key))")
            // A file from outside (these targets never pass `allowingCommands`) must never
            // name a program to run or a local file to read.
            case .exec, .filter, .file: FuzzCheck.fail("\(FuzzCheck.show(source.key)) runs a command or reads a file")
            }
            if let title = source.title {
                FuzzCheck.require(!title.isEmpty, "a source has an empty title")
                TerminalText.requireSingleLine(title, "source title")
            }
            FuzzCheck.require(Set(source.tags).count == source.tags.count, "repeated tags \(source.tags)")
            for tag in source.tags {
                FuzzCheck.require(!tag.isEmpty, "a source has an empty tag")
                TerminalText.requireSingleLine(tag, "tag")
            }
            TerminalText.requireSafe(source.displayName, allowNewlines: false, "display name")
        }
        for error in parsed.errors {
            LineChecks.requireMessage(error.description, "source error")
            if let line = error.line {
                FuzzCheck.require(line >= 1 && line <= (lineCount ?? Int.max), "error on line \(line) of \(lineCount ?? -1): \(error)")
            }
        }
    }

    /// How many lines the urls or config file in `data` has, as its errors count them.
    public static func lineCount(of data: Data) -> Int {
        data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}
