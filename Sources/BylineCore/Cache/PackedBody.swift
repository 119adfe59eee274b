import CBodyCodec
import CSQLite
import Foundation

/// An article's summary and content compressed together, as the cache stores a body of any
/// size (`articles.packed_body`; the format is in `Sources/CBodyCodec/include/packed_body.h`).
///
/// Bodies are most of a cache (two thirds of it at a million articles), and HTML packs to
/// about two fifths; a summary that is the start of its content is not stored twice. Packing
/// runs where articles are prepared (on the parser threads), not in the writer. Reading goes
/// through SQL — `byline_body(summary, packed_body, 0)` — so the filter language and every
/// query see plain text whether a row is packed or not (rows written before packing existed
/// stay as text, and bodies packed with zlib before zstd read the same).
struct PackedBody: SQLBindable, Sendable, Hashable {
    /// How the stream is compressed.
    enum Codec: Sendable {
        /// zstd at level 1: what the cache writes.
        case zstd
        /// zlib at level 1: what Byline wrote first, still read.
        case zlib

        /// The codec's number in `packed_body.h`.
        var code: Int32 { self == .zstd ? Int32(BYLINE_BODY_ZSTD) : Int32(BYLINE_BODY_ZLIB) }
        /// Level 1 for both: within a few percent of their default size on HTML, at a fraction
        /// of the CPU (bench/RESULTS.md §17).
        var level: Int32 { 1 }
    }

    /// The packed bytes.
    let bytes: [UInt8]

    /// Bodies smaller than this are stored as text: a stream's header and dictionary-less
    /// start win nothing on a line or two.
    static let smallest = 200

    /// The packed form of `summary` and `content`, or nil when they are better stored as text
    /// (small, or not made smaller).
    init?(summary: String?, content: String?, codec: Codec = .zstd) {
        guard summary != nil || content != nil else { return nil }
        let summaryBytes = summary.map { Array($0.utf8) }
        let contentBytes = content.map { Array($0.utf8) }
        let shared = if let summaryBytes, let contentBytes { contentBytes.starts(with: summaryBytes) } else { false }
        var text = [UInt8]()
        if let summaryBytes, !shared { text += summaryBytes }
        if let contentBytes { text += contentBytes }
        let stored = (summaryBytes?.count ?? 0) + (contentBytes?.count ?? 0)
        guard stored >= Self.smallest, text.count < Int(UInt32.max) - 1 else { return nil }
        let summaryTag = summaryBytes.map { UInt32($0.count + 1) } ?? 0
        let contentTag = contentBytes.map { UInt32($0.count + 1) } ?? 0
        var packed = [UInt8](repeating: 0, count: byline_body_bound(text.count))
        let capacity = packed.count
        let layout = Int32(shared ? BYLINE_BODY_SHARED : BYLINE_BODY_SEPARATE)
        let size = text.withUnsafeBufferPointer { input in
            packed.withUnsafeMutableBufferPointer { output in
                byline_body_pack(
                    layout, codec.code, input.baseAddress, input.count, summaryTag, contentTag,
                    codec.level, output.baseAddress, capacity)
            }
        }
        guard size > 0, size < stored else { return nil }
        // A copy of the packed size: trimming the buffer in place would keep its capacity,
        // the size of the text, for as long as the article waits for the writer.
        bytes = Array(packed[..<size])
    }

    /// The SQL for an article's summary, packed or not (`articles` columns, unqualified).
    static let summarySQL = "byline_body(summary, packed_body, 0)"
    /// The SQL for an article's content, packed or not.
    static let contentSQL = "byline_body(content, packed_body, 1)"

    /// Binds as a BLOB.
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            sqlite3_bind_blob64(statement, index, buffer.baseAddress, UInt64(buffer.count), byline_sqlite_transient())
        }
    }
}
