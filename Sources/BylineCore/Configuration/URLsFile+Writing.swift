import Foundation

/// What merging sources into a urls file did.
public struct URLsFileMerge: Sendable, Equatable {
    /// The new file text: the old text unchanged, then one line per added source.
    public var text: String
    /// The sources that were appended, in order.
    public var added: [Source]
    /// The sources left out because the file (or an earlier one in the list) already has them.
    public var alreadyListed: [Source]

    /// A merge result from its parts.
    public init(text: String, added: [Source], alreadyListed: [Source]) {
        self.text = text
        self.added = added
        self.alreadyListed = alreadyListed
    }
}

extension URLsFile {
    /// The urls-file line for `source`: its key, its tags, then `"~Title"` when it has one.
    public static func line(for source: Source) -> String {
        var tokens = [LineTokenizer.quoted(source.key)]
        // A tag starting with `~` would read back as the title; newsboat has no way to write one.
        tokens += source.tags.filter { !$0.isEmpty && !$0.hasPrefix("~") }.map { LineTokenizer.quoted($0) }
        // A query feed's name is part of its text; a title token would only repeat it.
        if let title = source.title, !title.isEmpty, !source.isQuery {
            tokens.append(LineTokenizer.quoted("~" + title, always: true))
        }
        return tokens.joined(separator: " ")
    }

    /// A whole urls file listing `sources` (the built-in demo source is never written).
    public static func text(for sources: [Source]) -> String {
        sources.filter { $0.kind != .demo }.map { line(for: $0) + "\n" }.joined()
    }

    /// `existing` with a line appended for each of `sources` the file does not already list.
    ///
    /// The existing text is kept byte for byte (comments, blank lines, bad lines, order);
    /// new lines use the file's own line ending. A source counts as listed when any line
    /// of the file, even one Byline cannot use, names the same URL (compared by
    /// ``Source/duplicateIdentity(of:)``).
    public static func merge(_ sources: [Source], into existing: String) -> URLsFileMerge {
        let kept = sources.filter { $0.kind != .demo }
        let merged = mergeLines(kept.map { (key: $0.key, line: line(for: $0)) }, into: existing)
        return URLsFileMerge(text: merged.text, added: merged.added.map { kept[$0] },
                             alreadyListed: merged.alreadyListed.map { kept[$0] })
    }

    /// `existing` with each of `lines` appended whose key the file (or an earlier one of
    /// `lines`) does not list yet, as ``merge(_:into:)`` does; the indices say which were
    /// added and which were already listed. Lines Byline cannot read yet (newsboat's
    /// `exec:` forms) merge the same way as sources.
    static func mergeLines(_ lines: [(key: String, line: String)], into existing: String)
        -> (text: String, added: [Int], alreadyListed: [Int]) {
        var listed = Set(listedKeys(in: existing).map(Source.duplicateIdentity(of:)))
        var added: [Int] = []
        var skipped: [Int] = []
        for (index, entry) in lines.enumerated() {
            if listed.insert(Source.duplicateIdentity(of: entry.key)).inserted {
                added.append(index)
            } else {
                skipped.append(index)
            }
        }
        guard !added.isEmpty else { return (existing, [], skipped) }
        let ending = TextLines.lineEnding(of: existing)
        var text = existing
        // Bytes, not Characters: "\r\n" is one Character, which never equals "\n".
        if !text.isEmpty && text.utf8.last != 0x0A { text += ending }
        text += added.map { lines[$0].line + ending }.joined()
        return (text, added, skipped)
    }

    /// The first token of every line that has one, usable or not.
    static func listedKeys(in text: String) -> [String] {
        TextLines.numbered(text).compactMap { line in
            (try? LineTokenizer.tokens(line.text))?.first?.text
        }
    }
}

extension URLsFile {
    /// `text` with the source `old` listed as `new` instead (after a permanent redirect):
    /// only the address at the start of its line changes; tags, title, comments and every
    /// other line stay byte for byte. Nil when no line lists `old`.
    public static func relocating(_ old: String, to new: String, in text: String) -> String? {
        var changed = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indent.count)
            for form in [old, "\"\(old)\""] where rest.hasPrefix(form) {
                let after = rest.dropFirst(form.count)
                guard after.isEmpty || after.first == " " || after.first == "\t" || after.first == "\r" else { continue }
                changed = true
                return String(indent) + LineTokenizer.quoted(new) + after
            }
            return String(line)
        }
        return changed ? lines.joined(separator: "\n") : nil
    }
}
