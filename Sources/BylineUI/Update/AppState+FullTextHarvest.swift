import BylineCore
import BylineRefresh

/// The background full-text fetch that ends each refresh (`full-text yes`; the refresh's
/// ``RefreshSession`` runs it, one at a time): its progress on the right of the status bar,
/// each page shown as soon as it is stored when its article is open.
extension AppState {
    /// Progress of run `generation`; its first progress starts it.
    mutating func fullTextHarvestProgressed(generation: Int, done: Int, total: Int) {
        if fullTextHarvest == nil { fullTextHarvest = FullTextHarvestRun(generation: generation) }
        guard fullTextHarvest?.generation == generation else { return }
        fullTextHarvest?.done = done
        fullTextHarvest?.total = total
    }

    /// A page of the run was stored: shown now if its article is open; a kept layout of it
    /// is dropped, so going back to it shows the page.
    mutating func fullTextHarvested(id: Int64, page: ExtractedArticle) -> [Effect] {
        if articlePane.article?.id != id { articlePane.layouts.cache.remove(id: id) }
        return fullTextLoaded(id: id, page: page)
    }

    /// The end of run `generation`: its summary as a note (unless a refresh runs).
    mutating func fullTextHarvestFinished(generation: Int, summary: String) -> [Effect] {
        guard let run = fullTextHarvest, run.generation == generation else { return [] }
        fullTextHarvest = nil
        if !summary.isEmpty && refresh == nil { note(summary) }
        return []
    }

    /// What runs in the background, for the right of the status bar: the refresh, else the
    /// full-text fetch.
    var backgroundLabel: String? {
        refresh?.label ?? fullTextHarvest?.label ?? downloads.label
    }
}
