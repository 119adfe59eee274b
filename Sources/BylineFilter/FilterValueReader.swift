import BylineText
import CRegex
import Foundation

/// Reads and checks the value of one comparison for its attribute's kind.
package enum FilterValueReader {
    /// The value after `op` for `attribute`, from the parser's current token on.
    static func read(
        for attribute: FilterAttribute, operator op: FilterOperator,
        from parser: inout FilterParser
    ) throws(FilterError) -> FilterValue {
        let first = try parser.takeValue(after: op)
        if op == .between {
            try parser.takeColon()
            let second = try parser.takeValue(after: op)
            switch attribute.kind {
            case .day:
                let (from, to) = (try day(first, parser), try day(second, parser))
                guard from <= to else { throw FilterError(column: first.column, message: FilterText.earlierDayFirst.text) }
                return .days(from, to)
            default:
                let (from, to) = (try number(first, parser), try number(second, parser))
                guard from <= to else { throw FilterError(column: first.column, message: FilterText.smallerNumberFirst.text) }
                return .numbers(from, to)
            }
        }
        switch attribute.kind {
        case .text, .list:
            let value = text(first)
            if op.isRegex { try checkRegex(value, column: first.column) }
            return .text(value)
        case .yesNo:
            switch text(first).lowercased() {
            case "yes", "true": return .yesNo(true)
            case "no", "false": return .yesNo(false)
            default:
                throw FilterError(column: first.column, message: FilterText.yesOrNo(attribute.rawValue, parser.describe(first.token)))
            }
        case .days: return .number(try number(first, parser))
        case .day: return .day(try day(first, parser))
        }
    }

    /// Checks that `pattern` compiles with the engine the cache matches with.
    package static func checkRegex(_ pattern: String, column: Int) throws(FilterError) {
        guard !pattern.utf8.contains(0) else {
            throw FilterError(column: column, message: FilterText.regexNul.text)
        }
        var compiled: UnsafeMutablePointer<byline_regex>?
        var message = [CChar](repeating: 0, count: 200)
        let code = byline_regex_compile(pattern, &compiled, &message, message.count)
        byline_regex_free(compiled)
        guard code == 0 else {
            let words = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw FilterError(column: column, message: FilterText.invalidRegex(SourceLineError.quote(pattern, limit: 40), words))
        }
    }

    private static func text(_ located: FilterLexer.Located) -> String {
        switch located.token {
        case .string(let text), .bare(let text), .word(let text): text
        default: ""
        }
    }

    private static func number(_ located: FilterLexer.Located, _ parser: FilterParser) throws(FilterError) -> Int {
        let value = text(located)
        guard let number = Int(value), number >= 0, number <= 1_000_000 else {
            throw FilterError(column: located.column, message: FilterText.expectedDays(parser.describe(located.token)))
        }
        return number
    }

    private static func day(_ located: FilterLexer.Located, _ parser: FilterParser) throws(FilterError) -> FilterDay {
        guard let day = FilterDay(text(located)) else {
            throw FilterError(column: located.column, message: FilterText.expectedDate(parser.describe(located.token)))
        }
        return day
    }
}
