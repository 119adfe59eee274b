import BylineCore
import BylineUI
import Foundation

extension KeyMap {
    /// The keys the config's `keymap` names changed by its `bind-key`, `unbind-key` and `macro` lines,
    /// and one warning per line that was skipped or rebound a key (named `config:LINE:` as
    /// the config's other warnings are).
    static func configured(by workspace: Workspace) -> (map: KeyMap, warnings: [SourceLineError]) {
        let file = (workspace.paths.config as NSString).lastPathComponent
        return KeyMap.named(workspace.configuration.keymap).customized(by: workspace.configuration.keyDirectives, file: file)
    }

    /// The notice the status bar shows for `warnings` at launch: the first, and how many more
    /// (all of them are on stderr, under the browser's screen).
    static func notice(for warnings: [SourceLineError]) -> String? {
        guard let first = warnings.first else { return nil }
        switch warnings.count {
        case 1: return first.description
        case 2: return KeyBindingText.moreWarning(first.description)
        default: return KeyBindingText.moreWarnings(first.description, warnings.count - 1)
        }
    }
}
