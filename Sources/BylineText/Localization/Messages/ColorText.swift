import Foundation

/// Mistakes in `color`, `highlight`, `highlight-article` and `ignore-article` lines, and the
/// column of a filter-language mistake.
public enum ColorText: String, CatalogueMessage {
    case needsSyntax, unknownElement, unknownPlace, emptyRegex, highlightArticleNeeds, expressionAtColumn
    case needsTwoColors, unknownAttribute, unknownColor, regexNul, invalidRegex, cannotTest
    case atColumn, feedPatternRegex, ignoreNeedsFeed, ignoreExpression

    /// The English template.
    public var english: String {
        switch self {
        case .needsSyntax: "{1} needs {2}"
        case .unknownElement: "unknown color element {1} (known: {2})"
        case .unknownPlace: "unknown highlight place {1} (known: {2})"
        case .emptyRegex: "highlight needs a regular expression that is not empty"
        case .highlightArticleNeeds: "highlight-article needs {1}, the expression in quotes"
        case .expressionAtColumn: "highlight-article expression, column {1}: {2}"
        case .needsTwoColors: "{1} needs a foreground and a background color"
        case .unknownAttribute: "unknown attribute {1} (known: {2})"
        case .unknownColor: "unknown color {1} (use default, {2}, color0–color255 or #rrggbb)"
        case .regexNul: "invalid regular expression: it contains a NUL character"
        case .invalidRegex: "invalid regular expression {1}: {2}"
        case .cannotTest: "highlight-article cannot test {1}: the list holds only {2}"
        case .atColumn: "column {1}: {2}"
        case .feedPatternRegex: "the feed pattern is not a valid regular expression: {1}"
        case .ignoreNeedsFeed: "ignore-article needs a feed URL, regex:PATTERN or * before the expression"
        case .ignoreExpression: "ignore-article expression, {1}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .needsSyntax: "{1}에는 {2}이(가) 필요합니다"
        case .unknownElement: "알 수 없는 색 요소 {1} (알려진 요소: {2})"
        case .unknownPlace: "알 수 없는 highlight 위치 {1} (알려진 위치: {2})"
        case .emptyRegex: "highlight에는 비어 있지 않은 정규 표현식이 필요합니다"
        case .highlightArticleNeeds: "highlight-article에는 {1}이(가) 필요합니다. 식은 따옴표로 감싸세요"
        case .expressionAtColumn: "highlight-article 식, {1}열: {2}"
        case .needsTwoColors: "{1}에는 전경색과 배경색이 필요합니다"
        case .unknownAttribute: "알 수 없는 속성 {1} (알려진 속성: {2})"
        case .unknownColor: "알 수 없는 색 {1} (default, {2}, color0–color255, #rrggbb 중에서 쓰세요)"
        case .regexNul: "잘못된 정규 표현식: NUL 문자가 있습니다"
        case .invalidRegex: "잘못된 정규 표현식 {1}: {2}"
        case .cannotTest: "highlight-article은(는) {1}을(를) 검사할 수 없습니다: 목록에는 {2}만 있습니다"
        case .atColumn: "{1}열: {2}"
        case .feedPatternRegex: "피드 패턴이 올바른 정규 표현식이 아닙니다: {1}"
        case .ignoreNeedsFeed: "ignore-article에는 식 앞에 피드 URL, regex:PATTERN 또는 *가 필요합니다"
        case .ignoreExpression: "ignore-article 식, {1}"
        }
    }
}
