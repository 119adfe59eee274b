import BylineText
import CRegex
import Foundation
import Synchronization

/// A POSIX extended regular expression that ignores case, as newsboat's `highlight` and the
/// filter language's `=~` use, compiled once and asked for every match in a text.
///
/// Matching runs under UTF-8 character classes whatever the process locale, so `.` and
/// case folding work on Hangul and accented letters. Two patterns are equal when their
/// text is.
public final class TextPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let source: String
    private let compiled: Mutex<regex_t>

    /// The most matches reported in one text, so a pattern like `a|b` on a huge line stays cheap.
    public static let matchLimit = 512

    /// Compiles `source`; the error says what regcomp found wrong.
    public init(_ source: String) throws(SourceKeyError) {
        self.source = source
        guard !source.utf8.contains(0) else {
            throw SourceKeyError(ColorText.regexNul.text)
        }
        var regex = regex_t()
        let failure: String? = Self.underUTF8 {
            let code = regcomp(&regex, source, REG_EXTENDED | REG_ICASE)
            guard code != 0 else { return nil }
            var message = [CChar](repeating: 0, count: 200)
            regerror(code, &regex, &message, message.count)
            return String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        if let failure {
            throw SourceKeyError(ColorText.invalidRegex(SourceLineError.quote(source, limit: 40), failure))
        }
        compiled = Mutex(regex)
    }

    deinit {
        compiled.withLock { regfree(&$0) }
    }

    /// Whether `text` holds a match.
    public func matches(_ text: String) -> Bool {
        !ranges(in: text, limit: 1).isEmpty
    }

    /// The matches in `text` as ranges of UTF-8 offsets, left to right, never overlapping,
    /// each starting and ending on a character boundary.
    public func ranges(in text: String, limit: Int = TextPattern.matchLimit) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        guard !bytes.contains(0) else { return [] }
        var found: [Range<Int>] = []
        compiled.withLock { regex in
            Self.underUTF8 {
                (bytes + [0]).withUnsafeBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    var start = 0
                    while start <= bytes.count, found.count < limit {
                        var match = regmatch_t()
                        let flags = start > 0 ? REG_NOTBOL : 0
                        let code = base.advanced(by: start).withMemoryRebound(to: CChar.self, capacity: bytes.count + 1 - start) {
                            regexec(&regex, $0, 1, &match, flags)
                        }
                        guard code == 0, match.rm_so >= 0 else { return }
                        let lower = start + Int(match.rm_so)
                        let upper = start + Int(match.rm_eo)
                        if upper > lower {
                            found.append(lower..<upper)
                            start = upper
                        } else {
                            // An empty match: step over one character and look again.
                            start = lower + 1
                            while start < bytes.count, bytes[start] & 0xC0 == 0x80 { start += 1 }
                        }
                    }
                }
            }
        }
        return found
    }

    /// Runs `body` with UTF-8 character classes for this thread, then puts the locale back.
    private static func underUTF8<Result>(_ body: () -> Result) -> Result {
        let utf8 = byline_regex_locale()
        let previous = utf8 != nil ? uselocale(utf8) : nil
        defer { if let previous { uselocale(previous) } }
        return body()
    }

    public static func == (lhs: TextPattern, rhs: TextPattern) -> Bool { lhs.source == rhs.source }

    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    public var description: String { source }
}
