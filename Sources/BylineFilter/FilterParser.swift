import BylineText
import Foundation

/// A recursive-descent parser for filter expressions, checking each comparison as it goes.
///
/// ```
/// expression := conjunction ("or" conjunction)*
/// conjunction := primary ("and" primary)*
/// primary    := "(" expression ")" | attribute operator value | attribute "between" value ":" value
/// ```
/// `and` binds tighter than `or`, as in newsboat.
struct FilterParser {
    /// The deepest nesting of parentheses accepted, which bounds the recursion.
    static let maximumDepth = 64

    private let tokens: [FilterLexer.Located]
    private var position = 0
    private var depth = 0

    /// A parser over the tokens of `text`.
    init(_ text: String) throws(FilterError) {
        tokens = try FilterLexer.tokens(text)
    }

    /// The whole expression; anything left over after it is an error.
    mutating func parseWhole() throws(FilterError) -> FilterExpression {
        if case .end = current.token { throw FilterError(column: current.column, message: FilterText.empty.text) }
        let expression = try parseExpression()
        switch current.token {
        case .end: return expression
        case .close: throw FilterError(column: current.column, message: FilterText.unopenedClose.text)
        default: throw FilterError(column: current.column, message: FilterText.expectedAndOr(describe(current.token)))
        }
    }

    private var current: FilterLexer.Located { tokens[min(position, tokens.count - 1)] }

    private mutating func advance() { position = min(position + 1, tokens.count - 1) }

    private mutating func parseExpression() throws(FilterError) -> FilterExpression {
        var left = try parseConjunction()
        while current.token == .word("or") {
            advance()
            left = .or(left, try parseConjunction())
        }
        return left
    }

    private mutating func parseConjunction() throws(FilterError) -> FilterExpression {
        var left = try parsePrimary()
        while current.token == .word("and") {
            advance()
            left = .and(left, try parsePrimary())
        }
        return left
    }

    private mutating func parsePrimary() throws(FilterError) -> FilterExpression {
        let start = current
        switch start.token {
        case .open:
            guard depth < Self.maximumDepth else {
                throw FilterError(column: start.column, message: FilterText.tooDeep(Self.maximumDepth))
            }
            advance()
            depth += 1
            let inner = try parseExpression()
            depth -= 1
            guard current.token == .close else {
                throw FilterError(column: current.column, message: FilterText.expectedClose(start.column, describe(current.token)))
            }
            advance()
            return inner
        case .word(let name) where name != "and" && name != "or":
            return .comparison(try parseComparison(name: name, column: start.column))
        default:
            throw FilterError(column: start.column, message: FilterText.expectedAttribute(describe(start.token)))
        }
    }

    private mutating func parseComparison(name: String, column: Int) throws(FilterError) -> FilterComparison {
        guard let attribute = FilterAttribute(rawValue: name) else {
            let known = FilterAttribute.allCases.map(\.rawValue).joined(separator: ", ")
            throw FilterError(column: column, message: FilterText.unknownAttribute(SourceLineError.quote(name), known))
        }
        advance()
        let operatorColumn = current.column
        let found: FilterOperator
        switch current.token {
        case .comparison(let op): found = op
        case .word("between"): found = .between
        default:
            throw FilterError(
                column: operatorColumn, message: FilterText.expectedOperator(name, Self.list(attribute.operators), describe(current.token)))
        }
        guard attribute.operators.contains(found) else {
            throw FilterError(column: operatorColumn, message: FilterText.operatorNotFor(found.rawValue, name, Self.list(attribute.operators)))
        }
        advance()
        let value = try FilterValueReader.read(for: attribute, operator: found, from: &self)
        return FilterComparison(attribute: attribute, operator: found, value: value)
    }

    /// The token a value starts with, consumed; a missing value is an error that names the operator.
    mutating func takeValue(after op: FilterOperator) throws(FilterError) -> FilterLexer.Located {
        let token = current
        switch token.token {
        case .string, .bare, .word("yes"), .word("no"), .word("true"), .word("false"):
            advance()
            return token
        default:
            throw FilterError(column: token.column, message: FilterText.expectedValue(op.rawValue, describe(token.token)))
        }
    }

    /// Consumes the `:` of a range, or says where it was expected.
    mutating func takeColon() throws(FilterError) {
        guard current.token == .colon else {
            throw FilterError(column: current.column, message: FilterText.expectedColon(describe(current.token)))
        }
        advance()
    }

    /// A token as a message names it.
    func describe(_ token: FilterLexer.Token) -> String {
        switch token {
        case .word(let word): SourceLineError.quote(word)
        case .string(let text): FilterText.theText(SourceLineError.quote(text, limit: 40))
        case .bare(let text): SourceLineError.quote(text)
        case .comparison(let op): "'\(op.rawValue)'"
        case .colon: "':'"
        case .open: "'('"
        case .close: "')'"
        case .end: FilterText.theEnd.text
        }
    }

    private static func list(_ operators: [FilterOperator]) -> String {
        operators.map(\.rawValue).joined(separator: " ")
    }
}
