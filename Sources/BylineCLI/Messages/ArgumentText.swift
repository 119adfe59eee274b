import BylineText

/// What the command line says about options it cannot read: unknown, missing a value,
/// given twice, out of range, or a word outside an argument's choices.
public enum ArgumentText: String, CatalogueMessage {
    case wholeNumber, needsValue, takesNoValue, unknownOption, givenTwice, expects, orList, andList

    /// The English template.
    public var english: String {
        switch self {
        case .wholeNumber: "--{1} must be a whole number from {2} to {3}, not '{4}'"
        case .needsValue: "{1} needs a value"
        case .takesNoValue: "{1} does not take a value"
        case .unknownOption: "unknown option '{1}' for '{2}'"
        case .givenTwice: "--{1} was given more than once"
        case .expects: "{1} expects {2}, not '{3}'"
        case .orList: "{1} or {2}"
        case .andList: "{1} and {2}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .wholeNumber: "--{1}은(는) {2}부터 {3}까지의 정수여야 합니다 ('{4}'이(가) 아님)"
        case .needsValue: "{1}에는 값이 필요합니다"
        case .takesNoValue: "{1}은(는) 값을 받지 않습니다"
        case .unknownOption: "'{2}'에는 '{1}' 옵션이 없습니다"
        case .givenTwice: "--{1}이(가) 두 번 이상 주어졌습니다"
        case .expects: "{1}에는 {2} 중 하나가 와야 합니다 ('{3}'이(가) 아님)"
        case .orList: "{1} 또는 {2}"
        case .andList: "{1} 및 {2}"
        }
    }
}
