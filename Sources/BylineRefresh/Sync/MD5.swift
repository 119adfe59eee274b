import BylineCore
import Foundation

/// MD5 (RFC 1321), only because the Fever API names a user by `md5("USER:PASSWORD")`.
/// Not for anything that needs a secure hash.
enum MD5 {
    /// The digest of `text`'s UTF-8 bytes as 32 lowercase hex digits.
    static func hex(_ text: String) -> String {
        digest(Array(text.utf8)).map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// Per-round left-rotation amounts.
    private static let shifts: [UInt32] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]

    /// The sine-derived constants: floor(|sin(i + 1)| · 2^32).
    private static let constants: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296)) }

    /// The 16-byte digest of `message`.
    static func digest(_ message: [UInt8]) -> [UInt8] {
        var bytes = message
        let bitLength = UInt64(message.count) &* 8
        bytes.append(0x80)
        while bytes.count % 64 != 56 { bytes.append(0) }
        for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: bitLength >> (8 * UInt64(index)))) }
        var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476)
        for chunk in stride(from: 0, to: bytes.count, by: 64) {
            var words = [UInt32](repeating: 0, count: 16)
            for index in 0..<16 {
                let base = chunk + index * 4
                words[index] =
                    UInt32(bytes[base]) | UInt32(bytes[base + 1]) << 8
                    | UInt32(bytes[base + 2]) << 16 | UInt32(bytes[base + 3]) << 24
            }
            var (a, b, c, d) = state
            for step in 0..<64 {
                let mixed: UInt32
                let index: Int
                switch step / 16 {
                case 0:
                    mixed = (b & c) | (~b & d)
                    index = step
                case 1:
                    mixed = (d & b) | (~d & c)
                    index = (5 * step + 1) % 16
                case 2:
                    mixed = b ^ c ^ d
                    index = (3 * step + 5) % 16
                default:
                    mixed = c ^ (b | ~d)
                    index = (7 * step) % 16
                }
                let shift = shifts[(step / 16) * 4 + step % 4]
                let sum = a &+ mixed &+ constants[step] &+ words[index]
                (a, d, c) = (d, c, b)
                b = b &+ (sum << shift | sum >> (32 - shift))
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
        }
        return [state.0, state.1, state.2, state.3].flatMap { word in
            (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * UInt32($0))) }
        }
    }
}
