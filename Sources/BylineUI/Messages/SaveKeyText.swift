import BylineText

/// `w` in the browser: the open article saved to a file under `save-path`, and the question
/// asked before a file already there is overwritten.
public enum SaveKeyText: String, CatalogueMessage {
    case help, openFirst, saved, overwrite, kept, failed, infoHelp, infoPickSource

    /// The English template.
    public var english: String {
        switch self {
        case .help: "save the article to a file (save-path)"
        case .openFirst: "Open an article first to save it"
        case .saved: "Saved {1}"
        case .overwrite: "{1} is there already. Overwrite it? (y/n) "
        case .kept: "Not saved: {1} kept as it was"
        case .failed: "Not saved: {1}"
        case .infoHelp: "the source's settings and health (sources view)"
        case .infoPickSource: "Select a source in the sources view (S) to see its settings"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .help: "기사를 파일로 저장 (save-path)"
        case .openFirst: "저장하려면 먼저 기사를 여세요"
        case .saved: "{1}에 저장했습니다"
        case .overwrite: "{1}이(가) 이미 있습니다. 덮어쓸까요? (y/n) "
        case .kept: "저장하지 않음: {1}을(를) 그대로 두었습니다"
        case .failed: "저장하지 않음: {1}"
        case .infoHelp: "소스의 설정과 상태 (소스 보기)"
        case .infoPickSource: "설정을 보려면 소스 보기(S)에서 소스를 고르세요"
        }
    }
}
