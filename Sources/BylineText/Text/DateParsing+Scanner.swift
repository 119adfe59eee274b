import Foundation

/// Hours, minutes, seconds and a fraction of a second.
struct TimeOfDay {
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
}

/// The words of an RFC 822 date: split on white space and commas.
struct DateTokens {
    private var ranges: [UnsafeBufferPointer<UInt8>] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        ranges.reserveCapacity(8)
        var start: Int?
        for index in 0...bytes.count {
            let isBreak = index == bytes.count || DateParsing.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: ",")
            if isBreak, let begin = start {
                ranges.append(UnsafeBufferPointer(rebasing: bytes[begin..<index]))
                start = nil
                if ranges.count == 8 { return }
            } else if !isBreak, start == nil {
                start = index
            }
        }
    }

    var count: Int { ranges.count }
    var first: UnsafeBufferPointer<UInt8>? { ranges.first }
    subscript(index: Int) -> UnsafeBufferPointer<UInt8> { ranges[index] }
    mutating func removeFirst() { ranges.removeFirst() }
    mutating func swapAt(_ first: Int, _ second: Int) { ranges.swapAt(first, second) }

    /// Turns a leading `06-Nov-94` into three tokens.
    mutating func splitDashedDate() {
        guard let first = ranges.first else { return }
        let parts = first.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else { return }
        ranges.replaceSubrange(0..<1, with: parts.map { UnsafeBufferPointer(rebasing: $0) })
    }
}

/// A cursor over the ASCII bytes of a date.
struct DateScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }
    var rest: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[index...]) }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    mutating func skipSpaces() {
        while index < bytes.count, DateParsing.isSpace(bytes[index]) { index += 1 }
    }

    /// Exactly `count` digits.
    mutating func digits(_ count: Int) -> Int? { number(digits: count...count) }

    /// As many digits as `digits` allows, at least its lower bound; nil (reading nothing) otherwise.
    mutating func number(digits: ClosedRange<Int>) -> Int? {
        var value = 0
        var count = 0
        while count < digits.upperBound, index + count < bytes.count, DateParsing.isDigit(bytes[index + count]) {
            value = value * 10 + Int(bytes[index + count] - 48)
            count += 1
        }
        guard count >= digits.lowerBound else { return nil }
        index += count
        return value
    }

    mutating func fraction() -> Double {
        var value = 0.0
        var scale = 0.1
        while index < bytes.count, DateParsing.isDigit(bytes[index]) {
            value += Double(bytes[index] - 48) * scale
            scale /= 10
            index += 1
        }
        return value
    }
}
