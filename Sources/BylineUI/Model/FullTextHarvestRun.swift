import BylineCore
import BylineText

/// The background fetch of full texts that follows a refresh (`full-text yes`), while it
/// runs: one at a time; a refresh that ends meanwhile asks for one more after it.
public struct FullTextHarvestRun: Hashable, Sendable {
    /// Tells this run's answers from any earlier one's.
    public var generation: Int
    /// Pages finished.
    public var done = 0
    /// Pages this run fetches; 0 until it has counted them.
    public var total = 0
    /// Whether another run is wanted when this one ends (a refresh ended during it).
    public var again = false

    /// A run that has just been asked for.
    public init(generation: Int) {
        self.generation = generation
    }

    /// `Full text 3/12`, or `Full text…` before the pages are counted.
    public var label: String { total > 0 ? ReaderModeText.harvestProgress(done, total) : ReaderModeText.harvestCounting.text }
}
