import BylineCore
import BylineText

/// Where a key is pressed, for bindings that hold in one place only (`bind-key j down
/// article`): the headline list, the article, the sources view, or the help overlay.
public enum KeyContext: String, CaseIterable, Hashable, Sendable {
    /// The headline list (newsboat's `articlelist`).
    case list
    /// The article pane (newsboat's `article`).
    case article
    /// The sources view (newsboat's `feedlist`).
    case sources
    /// The `?` overlay (newsboat's `help`).
    case help

    /// What a config's context word means: Byline's names, or newsboat's where they match.
    public enum Lookup: Equatable, Sendable {
        /// Every context (no word, or newsboat's `all`).
        case everywhere
        /// One context.
        case only(KeyContext)
        /// A newsboat context Byline has no place for (`podboat`, `urlview`…).
        case unsupported
        /// Not a context at all.
        case unknown
    }

    /// The contexts newsboat has that Byline has no counterpart for.
    static let unsupportedNewsboatNames: Set<String> = [
        "filebrowser", "dirbrowser", "tagselection", "filterselection", "urlview", "podboat", "dialogs"
    ]

    /// Looks up a context word from a `bind-key` or `unbind-key` line.
    public static func lookUp(_ word: String?) -> Lookup {
        guard let word else { return .everywhere }
        switch word {
        case "all": return .everywhere
        case "list", "articlelist", "searchresultslist": return .only(.list)
        case "article": return .only(.article)
        case "sources", "feedlist": return .only(.sources)
        case "help": return .only(.help)
        default: return unsupportedNewsboatNames.contains(word) ? .unsupported : .unknown
        }
    }

    /// How the help heads the context's own bindings ("In the article:").
    public var title: String {
        switch self {
        case .list: return KeyBindingText.inList.text
        case .article: return KeyBindingText.inArticle.text
        case .sources: return KeyBindingText.inSources.text
        case .help: return KeyBindingText.inHelp.text
        }
    }
}
