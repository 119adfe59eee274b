import BylineText
import Foundation

/// What removing a source from a urls file did.
public struct URLsFileRemoval: Sendable, Equatable {
    /// The new file bytes: the old ones without the removed lines, every other byte kept.
    public var data: Data
    /// The removed lines as they were written (without their line ends), with their numbers.
    public var removed: [RemovedLine]

    /// One removed line.
    public struct RemovedLine: Sendable, Equatable {
        /// Its 1-based number in the old file.
        public var number: Int
        /// Its text, without the line end.
        public var text: String
    }
}

extension URLsFile {
    /// `data` (a urls file) without every line that lists `key` (compared by
    /// ``Source/duplicateIdentity(of:)``, so a repeated or differently cased line goes too).
    ///
    /// Works on bytes, so everything else — comments, blank lines, bad lines, CRLF ends,
    /// bytes that are not UTF-8 — stays exactly as it was. A last line without a line end
    /// is removed without touching the end of the line before it.
    public static func removing(_ key: String, from data: Data) -> URLsFileRemoval {
        let identity = Source.duplicateIdentity(of: key)
        let bytes = [UInt8](data)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var removed: [URLsFileRemoval.RemovedLine] = []
        var start = 0
        var number = 1
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: 0x0A)
            let end = newline.map { $0 + 1 } ?? bytes.count
            var content = bytes[start..<(newline ?? bytes.count)]
            if content.last == 0x0D { content = content.dropLast() }
            var text = String(decoding: content, as: UTF8.self)
            if number == 1, text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            let first = (try? LineTokenizer.tokens(text))?.first?.text
            if let first, Source.duplicateIdentity(of: first) == identity {
                removed.append(.init(number: number, text: text))
                // The first line's byte order mark belongs to the file, not the line.
                if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { kept += [0xEF, 0xBB, 0xBF] }
            } else {
                kept += bytes[start..<end]
            }
            start = end
            number += 1
        }
        return URLsFileRemoval(data: Data(kept), removed: removed)
    }
}
