import Foundation

/// Everything the browser's state takes from the config file, sent again when the file
/// changes while the browser is open (``Action/configurationChanged(_:)``).
public struct BrowserConfiguration: Sendable {
    /// The settings the state acts on by itself.
    public var settings: BrowserSettings
    /// Colors and highlights.
    public var theme: Theme
    /// `pipe-to`, `bookmark-cmd`.
    public var plumbing: PlumbingSettings
    /// The key bindings and macros.
    public var keyMap: KeyMap

    /// A configuration from its parts.
    public init(settings: BrowserSettings, theme: Theme, plumbing: PlumbingSettings, keyMap: KeyMap) {
        self.settings = settings
        self.theme = theme
        self.plumbing = plumbing
        self.keyMap = keyMap
    }
}
