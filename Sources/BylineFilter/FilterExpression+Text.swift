import Foundation

extension FilterExpression: CustomStringConvertible {
    /// The expression written out so that ``parse(_:)`` reads it back equal: strings quoted,
    /// parentheses only where `or` sits inside `and`.
    public var description: String {
        switch self {
        case .comparison(let comparison): comparison.description
        case .or(let left, let right): "\(left) or \(right)"
        case .and(let left, let right): "\(Self.operand(left)) and \(Self.operand(right))"
        }
    }

    private static func operand(_ expression: FilterExpression) -> String {
        if case .or = expression { return "(\(expression))" }
        return expression.description
    }
}

extension FilterComparison: CustomStringConvertible {
    /// `attribute op value`, as typed.
    public var description: String {
        "\(attribute.rawValue) \(`operator`.rawValue) \(value)"
    }
}

extension FilterValue: CustomStringConvertible {
    /// The value as a literal: quoted text, bare numbers, days and yes/no.
    public var description: String {
        switch self {
        case .text(let text):
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .number(let number): String(number)
        case .yesNo(let flag): flag ? "yes" : "no"
        case .day(let day): day.description
        case .numbers(let from, let to): "\(from):\(to)"
        case .days(let from, let to): "\(from):\(to)"
        }
    }
}
