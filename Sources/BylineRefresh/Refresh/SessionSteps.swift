import BylineCore
import BylineText
import Foundation

/// The sync step of a ``RefreshSession``: every account of the accounts file.
public struct SyncStep: Sendable {
    /// The folder of the accounts file and the passwords (``BylinePaths/accountsFolder``).
    public var accountsFolder: String
    /// What the accounts' requests go through (``TransportFactory``).
    public var transport: any HTTPTransport
    /// How much one sync may fetch.
    public var limits: SyncLimits

    /// A step over the accounts in `accountsFolder`.
    public init(accountsFolder: String, transport: any HTTPTransport, limits: SyncLimits) {
        self.accountsFolder = accountsFolder
        self.transport = transport
        self.limits = limits
    }
}

/// The full-text step of a ``RefreshSession`` (`full-text yes`): the pages of the new
/// teaser-only articles of `sources`.
public struct FullTextStep: Sendable {
    /// The sources whose articles want their pages.
    public var sources: [Source]
    /// Fetches and stores them.
    public var harvester: FullTextHarvester
    /// The cache the pages go to; nil: the session's own store.
    public var cachePath: String?
    /// Shared by the sessions of one browser, so their runs never overlap.
    public var turns: FullTextTurns?

    /// A step over `sources`.
    public init(sources: [Source], harvester: FullTextHarvester, cachePath: String? = nil, turns: FullTextTurns? = nil) {
        self.sources = sources
        self.harvester = harvester
        self.cachePath = cachePath
        self.turns = turns
    }
}
