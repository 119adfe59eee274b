import Foundation

/// Counts written with thousands separators ("9,812"), the same in every locale, so
/// messages and tests read alike everywhere.
public enum DigitGrouping {
    /// `value` with a comma between each group of three digits.
    public static func text<Value: BinaryInteger>(_ value: Value) -> String {
        let digits = String(value.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
