import Foundation

/// The config's key bindings and macros: their help lines, the browser's notes about them,
/// and the warnings for lines that cannot be used.
public enum KeyBindingText: String, CatalogueMessage {
    case clearFilter, toggleShowRead, markEverythingRead, macroPrefix
    case inList, inArticle, inSources, inHelp, unboundHere, macros
    case readHidden, readShown, allSources, noMacros, pressMacroKey, noMacroOnKey
    case rebound, reboundInContext, macroDefinedAgain, unknownKey, unsupportedContext, unknownContext
    case unsupportedOperation, unknownOperation, macroSetOnlyBrowser, macroInMacro, takesNoArguments
    case bindNeedsWords, bindTooManyWords, unbindNeedsKey, unbindTooManyWords, macroNeedsWords, macroNeedsOperation
    case lineNeedsValue

    /// The English template.
    public var english: String {
        switch self {
        case .clearFilter: "Clear the filter"
        case .toggleShowRead: "Show / hide read articles"
        case .markEverythingRead: "Mark every source read"
        case .macroPrefix: "Run a macro: then the macro's key"
        case .inList: "In the list:"
        case .inArticle: "In the article:"
        case .inSources: "In the sources view:"
        case .inHelp: "In this help:"
        case .unboundHere: "(unbound here)"
        case .macros: "Macros:"
        case .readHidden: "Read articles hidden"
        case .readShown: "Read articles shown"
        case .allSources: "all sources"
        case .noMacros: "No macros: add 'macro KEY OPERATION' lines to the config"
        case .pressMacroKey: "Macro: press its key (Esc cancels)"
        case .noMacroOnKey: "No macro on {1}"
        case .rebound: "{1} bound again; '{2}' (line {3}) replaces '{4}' (line {5})"
        case .reboundInContext: "{1} bound again in {2}; '{3}' (line {4}) replaces '{5}' (line {6})"
        case .macroDefinedAgain: "macro {1} defined again; line {2} replaces line {3}"
        case .unknownKey:
            "unknown key {1} (a character, ^A–^Z, F1–F12, ENTER, SPACE, TAB, ESC, BACKSPACE, DEL, UP, DOWN, LEFT, RIGHT, PPAGE, NPAGE, HOME or END)"
        case .unsupportedContext: "newsboat's context {1} is not supported (Byline has no such view); line skipped"
        case .unknownContext: "unknown context {1} (list, article, sources, help, all; or newsboat's articlelist, feedlist)"
        case .unsupportedOperation: "newsboat's operation {1} is not supported (Byline has no such action); line skipped"
        case .unknownOperation: "unknown operation {1}"
        case .macroSetOnlyBrowser: "in a macro, only 'set browser COMMAND' has a meaning in Byline; line skipped"
        case .macroInMacro: "a macro cannot start another macro (macro-prefix)"
        case .takesNoArguments: "{1} takes no arguments, not {2}"
        case .bindNeedsWords: "bind-key needs a key and an operation ({1})"
        case .bindTooManyWords: "bind-key takes a key, an operation and a context ({1}), not {2} words"
        case .unbindNeedsKey: "unbind-key needs a key ({1})"
        case .unbindTooManyWords: "unbind-key takes a key and a context ({1}), not {2} words"
        case .macroNeedsWords: "macro needs a key and an operation ({1})"
        case .macroNeedsOperation: "macro {1} needs at least one operation ({2})"
        case .lineNeedsValue: "{1} needs {2}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .clearFilter: "필터 지우기"
        case .toggleShowRead: "읽은 기사 보이기 / 숨기기"
        case .markEverythingRead: "모든 소스를 읽음으로 표시"
        case .macroPrefix: "매크로 실행: 이어서 매크로의 키"
        case .inList: "목록에서:"
        case .inArticle: "기사에서:"
        case .inSources: "소스 보기에서:"
        case .inHelp: "이 도움말에서:"
        case .unboundHere: "(여기서는 해제됨)"
        case .macros: "매크로:"
        case .readHidden: "읽은 기사 숨김"
        case .readShown: "읽은 기사 표시"
        case .allSources: "모든 소스"
        case .noMacros: "매크로가 없습니다: 설정 파일에 'macro 키 동작' 줄을 추가하세요"
        case .pressMacroKey: "매크로: 키를 누르세요 (Esc는 취소)"
        case .noMacroOnKey: "{1} 키에는 매크로가 없습니다"
        case .rebound: "{1} 키를 다시 지정함: '{2}'({3}행)이 '{4}'({5}행)를 대신합니다"
        case .reboundInContext: "{2}에서 {1} 키를 다시 지정함: '{3}'({4}행)이 '{5}'({6}행)를 대신합니다"
        case .macroDefinedAgain: "매크로 {1}을(를) 다시 정의함: {2}행이 {3}행을 대신합니다"
        case .unknownKey:
            "알 수 없는 키 {1} (문자 하나, ^A–^Z, F1–F12, ENTER, SPACE, TAB, ESC, BACKSPACE, DEL, UP, DOWN, LEFT, RIGHT, PPAGE, NPAGE, HOME, END 중 하나)"
        case .unsupportedContext: "newsboat의 컨텍스트 {1}은(는) 지원하지 않습니다(Byline에 그런 화면이 없음). 이 줄은 건너뜁니다"
        case .unknownContext: "알 수 없는 컨텍스트 {1} (list, article, sources, help, all 또는 newsboat의 articlelist, feedlist)"
        case .unsupportedOperation: "newsboat의 동작 {1}은(는) 지원하지 않습니다(Byline에 그런 기능이 없음). 이 줄은 건너뜁니다"
        case .unknownOperation: "알 수 없는 동작 {1}"
        case .macroSetOnlyBrowser: "매크로에서는 'set browser 명령'만 Byline에서 의미가 있습니다. 이 줄은 건너뜁니다"
        case .macroInMacro: "매크로 안에서 다른 매크로를 시작할 수 없습니다(macro-prefix)"
        case .takesNoArguments: "{1}에는 인수가 없습니다: {2}"
        case .bindNeedsWords: "bind-key에는 키와 동작이 필요합니다 ({1})"
        case .bindTooManyWords: "bind-key는 키, 동작, 컨텍스트를 받습니다 ({1}). 단어 {2}개는 너무 많습니다"
        case .unbindNeedsKey: "unbind-key에는 키가 필요합니다 ({1})"
        case .unbindTooManyWords: "unbind-key는 키와 컨텍스트를 받습니다 ({1}). 단어 {2}개는 너무 많습니다"
        case .macroNeedsWords: "macro에는 키와 동작이 필요합니다 ({1})"
        case .macroNeedsOperation: "macro {1}에는 동작이 하나 이상 필요합니다 ({2})"
        case .lineNeedsValue: "{1}에는 {2} 값이 필요합니다"
        }
    }
}
