import Foundation

/// Pretty-prints JSON while keeping the server's key order and number spelling
/// (JSONSerialization would sort or reorder keys and reformat numbers).
enum JSONFormatter {
    /// The document indented by two spaces, or nil when `data` is not JSON.
    static func pretty(_ data: Data) -> String? {
        guard !data.isEmpty, (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else {
            return nil
        }
        let bytes = [UInt8](data)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        var depth = 0
        var index = 0
        func newline() {
            output.append(10)
            output.append(contentsOf: repeatElement(32, count: depth * 2))
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let end = endOfString(bytes, from: index)
                output.append(contentsOf: bytes[index..<end])
                index = end
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let closer: UInt8 = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                let next = nextSignificant(bytes, after: index)
                output.append(byte)
                if next < bytes.count, bytes[next] == closer {
                    output.append(closer)
                    index = next + 1
                    continue
                }
                depth += 1
                newline()
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                newline()
                output.append(byte)
            case UInt8(ascii: ","):
                output.append(byte)
                newline()
            case UInt8(ascii: ":"):
                output.append(contentsOf: [UInt8(ascii: ":"), 32])
            case 32, 9, 10, 13:
                break
            default:
                output.append(byte)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The index just past the string that starts at `start` (a quote).
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
            index += 1
        }
        return bytes.count
    }

    private static func nextSignificant(_ bytes: [UInt8], after index: Int) -> Int {
        var next = index + 1
        while next < bytes.count, [32, 9, 10, 13].contains(bytes[next]) { next += 1 }
        return next
    }
}
