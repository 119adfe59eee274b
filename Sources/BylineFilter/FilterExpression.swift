import Foundation

/// A parsed filter expression (newsboat's filter language): comparisons joined by `and`
/// and `or`. A value, so it can sit in an ``ArticleQuery`` and be compared and hashed.
///
/// Parse one with ``parse(_:)``; the cache turns it into SQL (see ``FilterSQL``), so a
/// filter never loads articles into memory.
public indirect enum FilterExpression: Sendable, Hashable {
    /// One test of one attribute.
    case comparison(FilterComparison)
    /// Both must hold.
    case and(FilterExpression, FilterExpression)
    /// Either may hold.
    case or(FilterExpression, FilterExpression)

    /// The expression in `text`, or the first problem with its column.
    public static func parse(_ text: String) throws(FilterError) -> FilterExpression {
        var parser = try FilterParser(text)
        return try parser.parseWhole()
    }

    /// Every attribute the expression tests, in order, repeats included.
    public var attributes: [FilterAttribute] {
        switch self {
        case .comparison(let comparison): [comparison.attribute]
        case .and(let left, let right), .or(let left, let right): left.attributes + right.attributes
        }
    }
}

/// `attribute operator value`, checked when parsed: the operator suits the attribute and
/// the value its kind (a valid regular expression for `=~` and `!~`).
public struct FilterComparison: Sendable, Hashable {
    /// What is tested.
    public var attribute: FilterAttribute
    /// How.
    public var `operator`: FilterOperator
    /// Against what.
    public var value: FilterValue

    /// A comparison from its parts; ``FilterExpression/parse(_:)`` is the checked way to get one.
    public init(attribute: FilterAttribute, operator: FilterOperator, value: FilterValue) {
        self.attribute = attribute
        self.operator = `operator`
        self.value = value
    }
}

/// The right-hand side of a comparison.
public enum FilterValue: Sendable, Hashable {
    /// Text (or a regular expression).
    case text(String)
    /// A whole number.
    case number(Int)
    /// `yes` or `no`.
    case yesNo(Bool)
    /// A calendar day.
    case day(FilterDay)
    /// `A:B` for `between` on numbers.
    case numbers(Int, Int)
    /// `A:B` for `between` on days.
    case days(FilterDay, FilterDay)
}
