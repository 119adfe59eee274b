import BylineText

extension Catalogue {
    /// The refresh's and the sync's own part of the catalogue: why a source was not asked,
    /// and the sync's accounts, servers and bounds, which are shown at once and which no
    /// stored value names (a refresh's stored reasons are the core's, in ``areas``).
    public static let refreshAreas: [any CatalogueMessage.Type] = [
        RefreshWaitText.self,
        SyncText.self,
        SyncAccountText.self,
        SyncLimitText.self,
        AutoDownloadText.self,
        SubscriptionSyncText.self
    ]
}
