import BylineCore
import BylineText

/// The background fetch of full texts that ends a refresh (`full-text yes`), while it runs.
public struct FullTextHarvestRun: Hashable, Sendable {
    /// Tells this run's answers from any earlier one's (the generation of its refresh).
    public var generation: Int
    /// Pages finished.
    public var done = 0
    /// Pages this run fetches; 0 until it has counted them.
    public var total = 0

    /// A run that has just started.
    public init(generation: Int) {
        self.generation = generation
    }

    /// `Full text 3/12`, or `Full text…` before the pages are counted.
    public var label: String { total > 0 ? ReaderModeText.harvestProgress(done, total) : ReaderModeText.harvestCounting.text }
}
