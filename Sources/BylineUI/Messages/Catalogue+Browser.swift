import BylineText

extension Catalogue {
    /// The browser's own part of the catalogue: key help, screen notices and the terminal's
    /// messages, which only the browser shows and no stored value names.
    public static let browserAreas: [any CatalogueMessage.Type] = [
        KeyHelpText.self,
        MediaKeysText.self,
        NewsboatKeysText.self,
        ScreenNoticeText.self,
        TerminalText.self,
        SaveKeyText.self
    ]
}
