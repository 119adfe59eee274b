import BylineText
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
    /// The urls-file line for `source`: its address (password included, when it has one),
    /// its tags, then `"~Title"` when it has one.
    public static func line(for source: Source) -> String {
        var tokens = [LineTokenizer.quoted(source.address)]
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
        return URLsFileMerge(
            text: merged.text, added: merged.added.map { kept[$0] },
            alreadyListed: merged.alreadyListed.map { kept[$0] })
    }

    /// `existing` with each of `lines` appended whose key the file (or an earlier one of
    /// `lines`) does not list yet, as ``merge(_:into:)`` does; the indices say which were
    /// added and which were already listed. Lines Byline cannot read yet (newsboat's
    /// `exec:` forms) merge the same way as sources.
    static func mergeLines(_ lines: [(key: String, line: String)], into existing: String)
        -> (text: String, added: [Int], alreadyListed: [Int])
    {
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
    /// The urls file's bytes with the source `old` listed as `new` instead (after a permanent
    /// redirect): only the address at the start of its line changes (quoted when it must
    /// be); tags, title, comments, line ends, a byte order mark, bytes that are
    /// not UTF-8 and every other line stay byte for byte. Nil when no line starts with `old`.
    public static func relocating(_ old: String, to new: String, in data: Data) -> Data? {
        let bytes = [UInt8](data)
        let forms = [Array(old.utf8), Array("\"\(old)\"".utf8)]
        let replacement = Array(LineTokenizer.quoted(new).utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + replacement.count)
        var changed = false
        var start = 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: 0x0A)
            let end = newline ?? bytes.count
            var keyStart = start
            if start == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { keyStart = 3 }
            while keyStart < end, bytes[keyStart] == 0x20 || bytes[keyStart] == 0x09 { keyStart += 1 }
            let form = forms.first { form in
                let after = keyStart + form.count
                return bytes[keyStart..<end].starts(with: form) && (after == end || [0x20, 0x09, 0x0D].contains(bytes[after]))
            }
            if let form {
                output += bytes[start..<keyStart] + replacement + bytes[(keyStart + form.count)..<end]
                changed = true
            } else {
                output += bytes[start..<end]
            }
            if newline != nil { output.append(0x0A) }
            start = end + 1
        }
        return changed ? Data(output) : nil
    }
}
