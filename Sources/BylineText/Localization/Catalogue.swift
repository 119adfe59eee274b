import Foundation

/// The one catalogue of everything Byline says to its user, in English and Korean.
///
/// Each area of the program keeps its messages in its own enum under `Messages/`
/// (`BrowserText`, `CommandText`, …), conforming to ``CatalogueMessage``. To add a message,
/// add a case to the area's enum with both templates; to add an area, add its enum and one
/// line to its target's part (``areas`` here). No user-facing text is written inline anywhere
/// else.
public enum Catalogue {
    /// One entry: where it lives, and its two templates.
    public struct Entry: Sendable, Hashable {
        /// `Area.case`, for messages in test failures.
        public let name: String
        /// The English template.
        public let english: String
        /// The Korean template.
        public let korean: String
    }

    /// Every area this target holds: the messages of the core, which its stored errors name,
    /// so a value read back from the cache finds its words here (``entry(named:)``). The
    /// refresh's, the browser's and the command line's own messages are parts of their
    /// targets (`Catalogue.refreshAreas`, `Catalogue.browserAreas`, `Catalogue.commandLineAreas`).
    public static let areas: [any CatalogueMessage.Type] = [
        CommonText.self,
        BrowserText.self,
        DateText.self,
        NetworkText.self,
        FeedText.self,
        RefreshText.self,
        StoreText.self,
        FilterText.self,
        KeyBindingText.self,
        NewsboatText.self,
        PlumbingText.self,
        ReaderModeText.self,
        ExpiryText.self,
        ConfigText.self,
        SourceFormText.self,
        DownloadText.self,
        LocalFileText.self,
        ColorText.self,
        OPMLText.self,
        NewsAPIText.self,
        ReaderErrorText.self,
        NetworkDetailText.self,
        UserFilesText.self,
        BoundsText.self,
        CacheTroubleText.self,
        CommandLineText.self,
        SourceSettingText.self
    ]

    /// Every message of every area this target holds.
    public static var entries: [Entry] {
        areas.flatMap { $0.entries }
    }
}

extension CatalogueMessage {
    /// This area's messages as catalogue entries.
    public static var entries: [Catalogue.Entry] {
        allCases.map { Catalogue.Entry(name: "\(Self.self).\($0.rawValue)", english: $0.english, korean: $0.korean) }
    }
}
