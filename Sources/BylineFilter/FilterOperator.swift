import Foundation

/// A comparison in a filter expression, named by how it is written.
public enum FilterOperator: String, Sendable, Hashable, CaseIterable {
    /// `=`: equal (text exactly, case included).
    case equal = "="
    /// `!=`: not equal.
    case notEqual = "!="
    /// `=~`: matches a POSIX extended regular expression, ignoring case.
    case matches = "=~"
    /// `!~`: does not match the regular expression.
    case notMatches = "!~"
    /// `#`: contains (a tag for `tags`, a flag letter for `flags`, a space-separated word for text).
    case contains = "#"
    /// `!#`: does not contain.
    case notContains = "!#"
    /// `<`: less than.
    case less = "<"
    /// `>`: greater than.
    case greater = ">"
    /// `<=`: at most.
    case lessOrEqual = "<="
    /// `>=`: at least.
    case greaterOrEqual = ">="
    /// `between A:B`: from A to B, both included.
    case between

    /// Whether the value is a regular expression.
    public var isRegex: Bool { self == .matches || self == .notMatches }
}
