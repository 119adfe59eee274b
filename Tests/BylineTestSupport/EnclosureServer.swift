import Foundation

/// A loopback server of enclosures that honours `Range: bytes=N-` with 206 and Content-Range,
/// as podcast hosts do; `/ignores-range/…` answers every request with the whole file (200).
public enum EnclosureServer {
    /// `count` bytes of a repeating, position-dependent pattern, so an offset mistake shows.
    public static func bytes(_ count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) })
    }

    /// The answer to `request` for `file`: 206 from the asked offset, else 200.
    public static func answer(_ request: RecordedRequest, file: Data, honoursRange: Bool = true) -> TestResponse {
        if honoursRange, let range = request.header("Range"), range.hasPrefix("bytes="),
            let first = Int(range.dropFirst(6).split(separator: "-").first ?? "")
        {
            guard first < file.count else {
                return .respond(status: 416, headers: [("Content-Range", "bytes */\(file.count)")], body: Data())
            }
            return .respond(
                status: 206,
                headers: [("Content-Type", "audio/mpeg"), ("Content-Range", "bytes \(first)-\(file.count - 1)/\(file.count)")],
                body: file.subdata(in: first..<file.count))
        }
        return .respond(status: 200, headers: [("Content-Type", "audio/mpeg")], body: file)
    }

    /// A WAV file of `seconds` of silence (8 kHz, mono, 16-bit), which a real player plays.
    public static func silentWAV(seconds: Double) -> Data {
        let samples = Int(8000 * seconds)
        var data = Data("RIFF".utf8)
        func le32(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { data.append(contentsOf: $0) } }
        func le16(_ value: Int) { withUnsafeBytes(of: UInt16(value).littleEndian) { data.append(contentsOf: $0) } }
        le32(36 + samples * 2)
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        le32(16)
        le16(1)
        le16(1)
        le32(8000)
        le32(16000)
        le16(2)
        le16(16)
        data.append(contentsOf: Array("data".utf8))
        le32(samples * 2)
        data.append(Data(count: samples * 2))
        return data
    }
}
