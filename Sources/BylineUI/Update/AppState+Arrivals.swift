/// New headlines that a refresh stored above the visible rows. The selection stays on its
/// article and the view moves with it, so they arrive out of sight: the top bar counts them
/// (`↑ 2 new`) until the reader scrolls up to them.
extension AppState {
    /// The selected article moved `shift` rows down in fresh rows: when articles were just
    /// stored, that many arrived above it.
    mutating func arrived(above shift: Int) {
        guard expectsArrivals, shift > 0 else { return }
        newAbove += shift
    }

    /// Forgets the arrivals the reader can see now: the new rows are the top ones (in date
    /// order), so those above the first visible row are at most `listScroll`.
    mutating func seeNewAbove() {
        newAbove = min(newAbove, listScroll)
    }
}
