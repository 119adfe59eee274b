import BylineText
import Foundation

/// Why a filter expression cannot be used, with the 1-based column (in characters) where
/// the problem starts, as one line a user can act on.
public struct FilterError: Error, Sendable, Hashable, LocalizedError, CustomStringConvertible {
    /// The 1-based column, counted in characters of the expression.
    public var column: Int
    /// What is wrong, in words, without the column.
    public var message: String

    /// An error from its parts.
    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    /// `column N: message`.
    public var description: String { ColorText.atColumn(column, message) }

    public var errorDescription: String? { description }
}
