import BylineCore
import BylineText
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
}
