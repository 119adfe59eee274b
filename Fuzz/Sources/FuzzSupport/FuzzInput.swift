import Foundation

/// The bytes libFuzzer hands a target, in the forms the parsers take.
public struct FuzzInput {
    /// The raw bytes, as a network body or a file would give them.
    public let data: Data

    /// A copy of the `count` bytes at `start` (libFuzzer reuses its buffer after the call).
    public init(_ start: UnsafeRawPointer, _ count: Int) {
        data = Data(bytes: start, count: count)
    }

    /// The bytes as UTF-8, invalid sequences replaced (what `String(decoding:as:)` gives).
    public var text: String { String(decoding: data, as: UTF8.self) }
}
