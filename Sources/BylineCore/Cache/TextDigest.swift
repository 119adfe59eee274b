/// A 64-bit fingerprint of an article's indexed text (title, summary, content), so that a
/// prepared article can drop the text it also carries packed and still tell whether the
/// cache's copy differs.
///
/// Change detection, not security: a collision means an edit is not noticed, which costs a
/// stale copy, never a wrong one stored. Equal text always gives equal digests.
struct TextDigest: Equatable, Sendable {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The digest of `text`.
    init(_ text: IndexedText) {
        add(text.title)
        add(text.summary)
        add(text.content)
    }

    /// Mixes in one field; nil and "" differ, and a field's end is marked so that text moved
    /// from one field to the next changes the digest.
    private mutating func add(_ field: String?) {
        guard var field else {
            mix(0x1)
            return
        }
        field.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var index = 0
            while index + 8 <= bytes.count {
                mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                index += 8
            }
            var tail: UInt64 = 0
            for (shift, byte) in bytes[index...].enumerated() { tail |= UInt64(byte) << (UInt64(shift) * 8) }
            mix(tail)
            mix(UInt64(bytes.count) << 1)
        }
    }

    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0xFF51_AFD7_ED55_8CCD
        state ^= state >> 33
    }
}
