import Foundation

/// The language Byline speaks to its user: every message, the help and the status bar.
public enum UILanguage: String, Sendable, CaseIterable {
    /// English, the default.
    case english = "en"
    /// Korean (한국어).
    case korean = "ko"

    /// The language a `ui-language` setting names (`en`, `ko`, `english`, `korean`), or nil.
    public init?(setting: String) {
        switch setting.lowercased() {
        case "en", "english": self = .english
        case "ko", "korean": self = .korean
        default: return nil
        }
    }

    /// The language a POSIX locale name asks for: `ko`, `ko_KR`, `ko_KR.UTF-8`, `ko_KR.eucKR@x`
    /// are Korean; anything else (`C`, `POSIX`, `en_US.UTF-8`, `C.UTF-8`) is English.
    public init(localeName: String) {
        let language = localeName.prefix { $0 != "_" && $0 != "." && $0 != "@" }
        self = language.lowercased() == "ko" ? .korean : .english
    }

    /// The language the environment asks for, in POSIX order: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides. Only the variables are read,
    /// because no Korean locale is installed on most machines and `setlocale` would fail.
    public static func fromEnvironment(_ environment: [String: String]) -> UILanguage {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return UILanguage(localeName: value) }
        }
        return .english
    }
}
