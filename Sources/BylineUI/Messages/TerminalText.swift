import BylineText

/// What the terminal layer says when it cannot take the terminal over, and the names of the
/// events that are not keys (the help screen and the status bar show them).
public enum TerminalText: String, CatalogueMessage {
    case notATerminal, termNotSet, unknownTerminal, cannotStart
    case keyResize, keyWheelUp, keyWheelDown, keyClick

    /// The English template.
    public var english: String {
        switch self {
        case .notATerminal:
            "the browser needs a terminal: standard input and output must not be redirected (use 'byline list' in scripts)"
        case .termNotSet: "TERM is not set"
        case .unknownTerminal: "unknown terminal type '{1}'"
        case .cannotStart: "cannot start the browser: {1}; try TERM=xterm-256color"
        case .keyResize: "Resize"
        case .keyWheelUp: "Wheel up"
        case .keyWheelDown: "Wheel down"
        case .keyClick: "Click"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .notATerminal:
            "브라우저에는 터미널이 필요합니다: 표준 입력과 출력을 리디렉션하지 마세요 (스크립트에서는 'byline list'를 쓰세요)"
        case .termNotSet: "TERM이 설정되어 있지 않습니다"
        case .unknownTerminal: "알 수 없는 터미널 종류 '{1}'"
        case .cannotStart: "브라우저를 시작할 수 없습니다: {1}. TERM=xterm-256color로 해 보세요"
        case .keyResize: "크기 변경"
        case .keyWheelUp: "휠 위로"
        case .keyWheelDown: "휠 아래로"
        case .keyClick: "클릭"
        }
    }
}
