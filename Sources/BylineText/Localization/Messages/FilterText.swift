import Foundation

/// Mistakes in a filter-language expression (the column is added by the caller).
public enum FilterText: String, CatalogueMessage {
    case empty, unopenedClose, expectedAndOr, tooDeep, expectedClose, expectedAttribute, unknownAttribute
    case expectedOperator, operatorNotFor, expectedValue, expectedColon, theText, theEnd, tooLong
    case unexpected, unclosedQuote, earlierDayFirst, smallerNumberFirst, yesOrNo, regexNul, invalidRegex
    case expectedDays, expectedDate

    /// The English template.
    public var english: String {
        switch self {
        case .empty: "the expression is empty"
        case .unopenedClose: "')' closes a parenthesis that was never opened"
        case .expectedAndOr: "expected 'and' or 'or' before {1}"
        case .tooDeep: "parentheses are nested more than {1} deep"
        case .expectedClose: "expected ')' to close the '(' at column {1}, found {2}"
        case .expectedAttribute: "expected an attribute or '(', found {1}"
        case .unknownAttribute: "unknown attribute {1} (known: {2})"
        case .expectedOperator: "expected an operator after '{1}' ({2}), found {3}"
        case .operatorNotFor: "'{1}' does not apply to {2}; use {3}"
        case .expectedValue: "expected a value after '{1}', found {2}"
        case .expectedColon: "expected ':' between the two ends of 'between', found {1}"
        case .theText: "the text {1}"
        case .theEnd: "the end of the expression"
        case .tooLong: "the expression is longer than {1} characters"
        case .unexpected: "unexpected {1}; expected an attribute, an operator, a value, 'and', 'or' or parentheses"
        case .unclosedQuote: "a quote (\") is opened here and never closed"
        case .earlierDayFirst: "'between' needs the earlier day first"
        case .smallerNumberFirst: "'between' needs the smaller number first"
        case .yesOrNo: "{1} is yes or no, not {2}"
        case .regexNul: "invalid regular expression: it contains a NUL character"
        case .invalidRegex: "invalid regular expression {1}: {2}"
        case .expectedDays: "expected a whole number of days (0–1000000), found {1}"
        case .expectedDate: "expected a date as YYYY-MM-DD, found {1}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .empty: "식이 비어 있습니다"
        case .unopenedClose: "')'가 열린 적 없는 괄호를 닫습니다"
        case .expectedAndOr: "{1} 앞에 'and'나 'or'가 있어야 합니다"
        case .tooDeep: "괄호가 {1}단계보다 깊게 중첩되어 있습니다"
        case .expectedClose: "{1}번째 열의 '('를 닫는 ')'가 있어야 하는데 {2}이(가) 있습니다"
        case .expectedAttribute: "속성이나 '('가 있어야 하는데 {1}이(가) 있습니다"
        case .unknownAttribute: "알 수 없는 속성 {1} (알려진 속성: {2})"
        case .expectedOperator: "'{1}' 뒤에 연산자({2})가 있어야 하는데 {3}이(가) 있습니다"
        case .operatorNotFor: "'{1}'은(는) {2}에 쓸 수 없습니다. {3}을(를) 쓰세요"
        case .expectedValue: "'{1}' 뒤에 값이 있어야 하는데 {2}이(가) 있습니다"
        case .expectedColon: "'between'의 두 끝 사이에 ':'가 있어야 하는데 {1}이(가) 있습니다"
        case .theText: "텍스트 {1}"
        case .theEnd: "식의 끝"
        case .tooLong: "식이 {1}자보다 깁니다"
        case .unexpected: "예상하지 못한 {1}. 속성, 연산자, 값, 'and', 'or', 괄호 중 하나가 있어야 합니다"
        case .unclosedQuote: "여기서 연 따옴표(\")를 닫지 않았습니다"
        case .earlierDayFirst: "'between'에는 이른 날짜를 먼저 써야 합니다"
        case .smallerNumberFirst: "'between'에는 작은 수를 먼저 써야 합니다"
        case .yesOrNo: "{1}은(는) yes나 no여야 합니다 ({2}이(가) 아님)"
        case .regexNul: "잘못된 정규식: NUL 문자가 들어 있습니다"
        case .invalidRegex: "잘못된 정규식 {1}: {2}"
        case .expectedDays: "일수(0–1000000 정수)가 있어야 하는데 {1}이(가) 있습니다"
        case .expectedDate: "YYYY-MM-DD 형식의 날짜가 있어야 하는데 {1}이(가) 있습니다"
        }
    }
}
