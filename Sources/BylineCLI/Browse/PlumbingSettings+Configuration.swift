import BylineCore
import BylineUI

extension PlumbingSettings {
    /// `pipe-to`, `bookmark-cmd` and `bookmark-interactive` from the config file.
    init(_ configuration: Configuration) {
        self.init(
            pipeTo: configuration.pipeTo, bookmarkCommand: configuration.bookmarkCommand,
            bookmarkInteractive: configuration.bookmarkInteractive)
        imageViewer = configuration.downloads.imageViewer
    }
}
