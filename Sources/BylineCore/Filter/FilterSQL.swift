import Foundation

/// A filter expression as an SQL condition over `articles` (with `feeds` and `source_tags`
/// reached through subqueries), with the values for its `?` parameters in order.
///
/// Regular expressions go to the REGEXP function every cache connection registers (POSIX
/// extended, ignoring case; see the CSQLite shim); `age` and `date` become ranges of
/// `list_key`, whose high bits are the list time, so they can walk the list index.
struct FilterSQL {
    /// The condition, parenthesised so it can be joined with others.
    var sql: String
    /// The values bound to its parameters.
    var values: [any SQLBindable]

    /// A condition from its parts.
    init(sql: String, values: [any SQLBindable]) {
        self.sql = sql
        self.values = values
    }

    /// The condition for `expression`, with `now` for `age` and `timeZone` for `date`.
    init(_ expression: FilterExpression, now: Date, timeZone: TimeZone = .current) {
        var compiler = FilterCompiler(now: now.unixSeconds, timeZone: timeZone)
        sql = compiler.condition(expression)
        values = compiler.values
    }
}

/// The walk that writes a ``FilterSQL``.
private struct FilterCompiler {
    let now: Int64
    let timeZone: TimeZone
    var values: [any SQLBindable] = []

    init(now: Int64, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The largest list time (seconds) the list key can hold: see ``Schema/version1``.
    private static let latestTime: Int64 = 8_589_934_591
    private static let seconds: Int64 = 1 << 30
    private static let day: Int64 = 86_400

    mutating func condition(_ expression: FilterExpression) -> String {
        switch expression {
        case .and(let left, let right): "(\(condition(left)) AND \(condition(right)))"
        case .or(let left, let right): "(\(condition(left)) OR \(condition(right)))"
        case .comparison(let comparison): "(\(condition(comparison)))"
        }
    }

    private mutating func condition(_ comparison: FilterComparison) -> String {
        let op = comparison.operator
        switch (comparison.attribute.kind, comparison.value) {
        case (.text, .text(let text)) where comparison.attribute == .enclosureURL || comparison.attribute == .enclosureType:
            return enclosureCondition(comparison.attribute == .enclosureURL ? "$.u" : "$.t", op, text)
        case (.text, .text(let text)):
            return textCondition(Self.column(comparison.attribute), op, text, letters: comparison.attribute == .flags)
        case (.list, .text(let text)):
            let test = op.isRegex ? "tag REGEXP ?" : "tag = ?"
            values.append(text)
            let negated = op == .notContains || op == .notMatches
            return "articles.source_key \(negated ? "NOT IN" : "IN") (SELECT source_key FROM source_tags WHERE \(test))"
        case (.yesNo, .yesNo(let wanted)):
            // Literals, not parameters, so the partial indexes on read and starred apply.
            let holds = (op == .equal) == wanted
            if comparison.attribute == .hasEnclosure { return "articles.enclosures IS \(holds ? "NOT NULL" : "NULL")" }
            return comparison.attribute == .unread ? "articles.read = \(holds ? 0 : 1)" : "articles.starred = \(holds ? 1 : 0)"
        case (.days, _), (.day, _):
            guard let range = timeRange(comparison) else { return "0" }
            return op == .notEqual ? "NOT (\(range))" : range
        default:
            // The parser never pairs a kind with a value of another kind.
            return "0"
        }
    }

    /// The SQL value of a text attribute; never NULL, so `!=` and `!~` also hold for a missing value.
    private static func column(_ attribute: FilterAttribute) -> String {
        switch attribute {
        case .title: "articles.title"
        case .author: "COALESCE(articles.author, '')"
        case .link: "COALESCE(articles.url, '')"
        case .content: "COALESCE(byline_body(articles.content, articles.packed_body, 1), byline_body(articles.summary, articles.packed_body, 0), '')"
        case .feedTitle: "COALESCE((SELECT title FROM feeds WHERE feeds.key = articles.source_key), articles.source_name)"
        case .feedURL: "articles.source_key"
        case .flags: "(CASE WHEN articles.starred = 1 THEN 's' ELSE '' END)"
        case .tags, .unread, .starred, .age, .date, .enclosureURL, .enclosureType, .hasEnclosure: "''"
        }
    }

    /// A test on one field of the enclosures column (`$.u` address, `$.t` type): holds when
    /// any enclosure's field passes; an article with none is tested as one empty field, so
    /// `!=`, `!~` and `!#` hold for it as they do for a missing author.
    private mutating func enclosureCondition(_ path: String, _ op: FilterOperator, _ text: String) -> String {
        // A damaged column (not a JSON array) reads as none, as the reader treats it, and
        // never fails the query; fields are read by path, so an element that is not an object is empty.
        let column = "articles.enclosures"
        let list = "(CASE WHEN json_valid(\(column)) AND json_type(\(column)) = 'array' THEN \(column) ELSE '[{}]' END)"
        let field = "COALESCE(json_extract(\(list), enclosure.fullkey || '\(path.dropFirst())'), '')"
        let positive: FilterOperator
        switch op {
        case .notEqual: positive = .equal
        case .notMatches: positive = .matches
        case .notContains: positive = .contains
        default: positive = op
        }
        let test = textCondition(field, positive, text, letters: false)
        let any = "EXISTS (SELECT 1 FROM json_each(\(list)) AS enclosure WHERE \(test))"
        return positive == op ? any : "NOT \(any)"
    }

    private mutating func textCondition(_ column: String, _ op: FilterOperator, _ text: String, letters: Bool) -> String {
        switch op {
        case .equal, .notEqual:
            values.append(text)
            return "\(column) \(op == .equal ? "=" : "!=") ?"
        case .matches, .notMatches:
            values.append(text)
            return (op == .matches ? "" : "NOT ") + "(\(column) REGEXP ?)"
        case .contains, .notContains:
            let test: String
            if letters {
                // newsboat's flags: every letter given must be set.
                let each = text.map { letter -> String in
                    values.append(String(letter))
                    return "instr(\(column), ?) > 0"
                }
                test = each.isEmpty ? "1" : each.joined(separator: " AND ")
            } else {
                // newsboat's `#` on text: one of its space-separated words.
                values.append(" " + text + " ")
                test = "instr(' ' || \(column) || ' ', ?) > 0"
            }
            return op == .contains ? test : "NOT (\(test))"
        default:
            return "0"
        }
    }

    /// `age` or `date` as list-time bounds [from, to), where nil is unbounded.
    private mutating func timeRange(_ comparison: FilterComparison) -> String? {
        let bounds: (from: Int64?, to: Int64?)
        switch comparison.value {
        case .number(let days): bounds = ageBounds(comparison.operator, Int64(days), Int64(days))
        case .numbers(let low, let high): bounds = ageBounds(.between, Int64(low), Int64(high))
        case .day(let day): bounds = dayBounds(comparison.operator, day, day)
        case .days(let first, let last): bounds = dayBounds(.between, first, last)
        default: return nil
        }
        var parts: [String] = []
        if let from = bounds.from {
            if from > Self.latestTime { return "0" }
            if from > 0 {
                parts.append("articles.list_key >= ?")
                values.append(from * Self.seconds)
            }
        }
        if let to = bounds.to {
            if to <= 0 { return "0" }
            if to <= Self.latestTime {
                parts.append("articles.list_key < ?")
                values.append(to * Self.seconds)
            }
        }
        return parts.isEmpty ? "1" : parts.joined(separator: " AND ")
    }

    /// Age is whole days since the list time: age < N holds exactly when the time is after
    /// now − N days, and age ≥ N when it is at or before.
    private func ageBounds(_ op: FilterOperator, _ low: Int64, _ high: Int64) -> (from: Int64?, to: Int64?) {
        let newerThan = { (days: Int64) in now - days * Self.day + 1 }
        switch op {
        case .less: return (newerThan(low), nil)
        case .lessOrEqual: return (newerThan(low + 1), nil)
        case .greater: return (nil, newerThan(low + 1))
        case .greaterOrEqual: return (nil, newerThan(low))
        case .equal, .notEqual: return (newerThan(low + 1), newerThan(low))
        default: return (newerThan(high + 1), newerThan(low))
        }
    }

    private func dayBounds(_ op: FilterOperator, _ first: FilterDay, _ last: FilterDay) -> (from: Int64?, to: Int64?) {
        switch op {
        case .less: return (nil, first.start(in: timeZone))
        case .lessOrEqual: return (nil, first.end(in: timeZone))
        case .greater: return (first.end(in: timeZone), nil)
        case .greaterOrEqual: return (first.start(in: timeZone), nil)
        default: return (first.start(in: timeZone), last.end(in: timeZone))
        }
    }
}
