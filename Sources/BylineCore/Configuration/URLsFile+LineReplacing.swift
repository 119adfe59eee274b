import BylineText
import Foundation

extension URLsFile {
    /// The urls file's bytes with the line listing `key` replaced by `line` (a sync writing
    /// the server's title and folders back to an account's line): the line ending, every
    /// other line, comments and bytes that are not UTF-8 stay byte for byte. Nil when no line
    /// lists `key` (compared as duplicates are).
    public static func replacingLine(listing key: String, with line: String, in data: Data) -> Data? {
        let identity = Source.duplicateIdentity(of: key)
        let bytes = [UInt8](data)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + line.utf8.count)
        var changed = false
        var start = 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: 0x0A)
            var end = newline ?? bytes.count
            let carriage = end > start && bytes[end - 1] == 0x0D
            if carriage { end -= 1 }
            var textStart = start
            if start == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { textStart = 3 }
            let text = String(decoding: bytes[textStart..<end], as: UTF8.self)
            let first = (try? LineTokenizer.tokens(text))?.first?.text
            if !changed, let first, Source.duplicateIdentity(of: first) == identity {
                output += bytes[start..<textStart] + Array(line.utf8)
                changed = true
            } else {
                output += bytes[start..<end]
            }
            if carriage { output.append(0x0D) }
            if newline != nil { output.append(0x0A) }
            start = (newline ?? bytes.count) + 1
        }
        return changed ? Data(output) : nil
    }
}
