import BylineText
import Foundation

/// A filter expression compiled to test headline rows in memory, one by one, as
/// `highlight-article` needs: the list's rows are already loaded, so asking the cache again
/// per row would cost a query per frame. Regular expressions are compiled once, here.
///
/// Rows carry title, link, source, flags and dates, and the caller gives the source's tags;
/// bodies and authors are not loaded with the list, so an expression that tests those is
/// refused with the column of the attribute.
public indirect enum HeadlinePredicate: Sendable, Hashable {
    /// One comparison, with its regular expression compiled.
    case test(FilterComparison, TextPattern?)
    /// Both hold.
    case and(HeadlinePredicate, HeadlinePredicate)
    /// Either holds.
    case or(HeadlinePredicate, HeadlinePredicate)

    /// The attributes a headline row has.
    public static let rowAttributes: [FilterAttribute] = [.title, .link, .feedTitle, .feedURL, .tags, .unread, .starred, .flags, .age, .date]

    /// `text` parsed and compiled; the error gives the column of what is wrong.
    public init(_ text: String) throws(FilterError) {
        let expression = try FilterExpression.parse(text)
        try self.init(compiling: expression, text: text)
    }

    /// `expression` (parsed from `text`, for error columns) compiled.
    public init(compiling expression: FilterExpression, text: String) throws(FilterError) {
        switch expression {
        case .and(let left, let right):
            self = .and(try HeadlinePredicate(compiling: left, text: text), try HeadlinePredicate(compiling: right, text: text))
        case .or(let left, let right):
            self = .or(try HeadlinePredicate(compiling: left, text: text), try HeadlinePredicate(compiling: right, text: text))
        case .comparison(let comparison):
            guard Self.rowAttributes.contains(comparison.attribute) else {
                let name = comparison.attribute.rawValue
                let column = (text.range(of: name).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0) + 1
                let known = Self.rowAttributes.map(\.rawValue).joined(separator: ", ")
                throw FilterError(column: column, message: ColorText.cannotTest(name, known))
            }
            var pattern: TextPattern?
            if comparison.operator.isRegex, case .text(let source) = comparison.value {
                do throws(SourceKeyError) {
                    pattern = try TextPattern(source)
                } catch {
                    throw FilterError(column: 1, message: error.message)
                }
            }
            self = .test(comparison, pattern)
        }
    }

    /// Whether `row`, from a source with `tags`, satisfies the expression, with `now` for
    /// `age` and `timeZone` for `date`.
    public func matches(_ row: ArticleSummary, tags: [String] = [], now: Date, timeZone: TimeZone) -> Bool {
        switch self {
        case .and(let left, let right):
            left.matches(row, tags: tags, now: now, timeZone: timeZone) && right.matches(row, tags: tags, now: now, timeZone: timeZone)
        case .or(let left, let right):
            left.matches(row, tags: tags, now: now, timeZone: timeZone) || right.matches(row, tags: tags, now: now, timeZone: timeZone)
        case .test(let comparison, let pattern):
            Self.holds(comparison, pattern: pattern, row: row, tags: tags, now: now, timeZone: timeZone)
        }
    }

    private static func holds(
        _ comparison: FilterComparison, pattern: TextPattern?, row: ArticleSummary, tags: [String],
        now: Date, timeZone: TimeZone
    ) -> Bool {
        let op = comparison.operator
        switch (comparison.attribute, comparison.value) {
        case (.tags, .text(let text)):
            // As the cache does: `#` has the tag, `=~` some tag matches.
            let found = op.isRegex ? tags.contains { pattern?.matches($0) ?? false } : tags.contains(text)
            return found == (op == .contains || op == .matches)
        case (.unread, .yesNo(let wanted)): return (op == .equal) == (wanted == !row.isRead)
        case (.starred, .yesNo(let wanted)): return (op == .equal) == (wanted == row.isStarred)
        case (.age, _), (.date, _): return timeHolds(comparison, time: row.sortDate, now: now, timeZone: timeZone)
        case (let attribute, .text(let text)):
            let value = textValue(attribute, row)
            switch op {
            case .equal: return value == text
            case .notEqual: return value != text
            case .matches: return pattern?.matches(value) ?? false
            case .notMatches: return !(pattern?.matches(value) ?? false)
            case .contains, .notContains:
                let found =
                    attribute == .flags
                    ? text.allSatisfy { value.contains($0) }
                    : (" " + value + " ").contains(" " + text + " ")
                return found == (op == .contains)
            default: return false
            }
        default: return false
        }
    }

    private static func textValue(_ attribute: FilterAttribute, _ row: ArticleSummary) -> String {
        switch attribute {
        case .title: row.title
        case .link: row.url?.absoluteString ?? ""
        case .feedTitle: row.sourceName
        case .feedURL: row.sourceKey
        case .flags: row.isStarred ? "s" : ""
        default: ""
        }
    }

    /// `age` in whole days since the row's list time, `date` as its day in `timeZone`.
    private static func timeHolds(_ comparison: FilterComparison, time: Date, now: Date, timeZone: TimeZone) -> Bool {
        let op = comparison.operator
        let value: Int
        let low: Int
        let high: Int
        switch comparison.value {
        case .number(let days):
            value = Int(floor(now.timeIntervalSince(time) / 86_400))
            (low, high) = (days, days)
        case .numbers(let from, let to):
            value = Int(floor(now.timeIntervalSince(time) / 86_400))
            (low, high) = (from, to)
        case .day(let day):
            value = dayNumber(time, timeZone)
            (low, high) = (dayNumber(day, timeZone), dayNumber(day, timeZone))
        case .days(let from, let to):
            value = dayNumber(time, timeZone)
            (low, high) = (dayNumber(from, timeZone), dayNumber(to, timeZone))
        default: return false
        }
        switch op {
        case .equal: return value == low
        case .notEqual: return value != low
        case .less: return value < low
        case .greater: return value > low
        case .lessOrEqual: return value <= low
        case .greaterOrEqual: return value >= low
        case .between: return value >= min(low, high) && value <= max(low, high)
        default: return false
        }
    }

    /// A comparable number for the day `time` falls on in `timeZone`.
    private static func dayNumber(_ time: Date, _ timeZone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: time)
        return (parts.year ?? 0) * 10_000 + (parts.month ?? 0) * 100 + (parts.day ?? 0)
    }

    private static func dayNumber(_ day: FilterDay, _ timeZone: TimeZone) -> Int {
        day.year * 10_000 + day.month * 100 + day.day
    }
}
