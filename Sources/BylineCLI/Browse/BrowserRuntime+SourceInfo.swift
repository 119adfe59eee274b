import BylineCore
import BylineText
import BylineUI
import Foundation

/// The effect of `i`: a source's settings and health, the lines `byline show-source` prints.
extension BrowserRuntime {
    /// Loads the info of the source with `key` and hands it to the screen.
    func loadSourceInfo(_ key: String) {
        guard let source = workspace.sources.first(where: { $0.key == key }) else {
            dispatch(.error(SaveKeyText.infoPickSource.text))
            return
        }
        do throws(StoreError) {
            let health = try store.health(of: source.key)
            dispatch(.sourceInfoLoaded(ShowSourceCommand.report(source, health: health, configuration: workspace.fileConfiguration)))
        } catch {
            dispatch(.error(error.message))
        }
    }
}
