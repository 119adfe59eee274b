import BylineSystem
import Foundation

/// Replaces known secret values (a password, a token, the NewsAPI key) wherever they appear
/// in text or bytes, in any of the encodings a server may echo them in (see
/// ``EncodedSecretMatch``), with ``URLRedaction/mask``.
public struct SecretRedactor: Sendable, Hashable {
    /// The secrets, longest first, so `user:password` is masked whole before `password`.
    private let values: [String]
    private let patterns: [[UInt8]]
    private let starts: [Bool]

    /// A redactor for these secrets; empty and very short values (under 4 characters, too
    /// common in ordinary text to mask) are ignored.
    public init(secrets: [String]) {
        values = Array(Set(secrets.filter { $0.count >= 4 })).sorted { ($0.utf8.count, $0) > ($1.utf8.count, $1) }
        patterns = values.map { Array($0.utf8) }
        starts = EncodedSecretMatch.startTable(for: patterns)
    }

    /// A redactor for the secrets Byline reads from the environment (``SecretEnvironment``).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SecretRedactor {
        SecretRedactor(secrets: SecretEnvironment.values(in: environment))
    }

    /// Whether there is nothing to mask.
    public var isEmpty: Bool { values.isEmpty }

    /// The same redactor also masking `more`.
    public func adding(_ more: [String]) -> SecretRedactor {
        more.isEmpty ? self : SecretRedactor(secrets: values + more)
    }

    /// How many bytes at the end of a stream's piece must wait for the next piece, because a
    /// secret (in its longest encoding) may continue there.
    public var holdBackBytes: Int {
        max(0, (patterns.map(\.count).max() ?? 0) * EncodedSecretMatch.longestEncodedByte - 1)
    }

    /// `text` with every secret replaced by ``URLRedaction/mask``.
    public func redact(_ text: String) -> String {
        guard !isEmpty else { return text }
        let data = Data(text.utf8)
        let clean = redact(data)
        return clean == data ? text : String(decoding: clean, as: UTF8.self)
    }

    /// Bytes with every secret replaced by ``URLRedaction/mask``.
    public func redact(_ data: Data) -> Data {
        guard !isEmpty, !data.isEmpty else { return data }
        return data.withUnsafeBytes { text -> Data in
            var output = Data()
            var copied = 0
            var index = 0
            while index < text.count {
                guard starts[Int(text[index])], let end = matchEnd(in: text, at: index) else {
                    index += 1
                    continue
                }
                if output.isEmpty && copied == 0 { output.reserveCapacity(text.count) }
                output.append(contentsOf: text[copied..<index])
                output.append(contentsOf: URLRedaction.mask.utf8)
                index = end
                copied = end
            }
            guard copied > 0 else { return data }
            output.append(contentsOf: text[copied..<text.count])
            return output
        }
    }

    private func matchEnd(in text: UnsafeRawBufferPointer, at index: Int) -> Int? {
        for pattern in patterns {
            if let end = EncodedSecretMatch.end(of: pattern, in: text, from: index) { return end }
        }
        return nil
    }
}
