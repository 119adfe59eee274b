import BylineCore

/// One step of newsboat's next-feed, prev-feed, next-unread-feed or prev-unread-feed.
public struct FeedStep: Hashable, Sendable {
    /// Towards the end of the sources view (next) rather than its start (previous).
    public var forward: Bool
    /// Only to a source that has unread articles.
    public var unreadOnly: Bool
}

/// newsboat's feed steps: from a source's article list to the next (or previous) source's, in
/// the order the sources view lists them; query feeds count as sources, as they do in
/// newsboat's feed list. From All, a tag or Starred, the first (or last) source is next.
extension AppState {
    /// Starts a step. An unread one first asks for fresh counts, so a source just read through
    /// is passed over; any step does before the sources view was ever counted, since the rows'
    /// names and order come from the cache (a feed's own title).
    mutating func stepFeed(_ command: Command) -> [Effect] {
        let step = FeedStep(
            forward: command == .nextFeed || command == .nextUnreadFeed,
            unreadOnly: command == .nextUnreadFeed || command == .previousUnreadFeed)
        guard step.unreadOnly || sources.counts == nil else { return take(step) }
        keyInput.pendingFeedStep = step
        // Counts already on their way answer this step too.
        return sources.reload()
    }

    /// The step that waited for the counts, now they are here.
    mutating func resumeFeedStep() -> [Effect] {
        guard let step = keyInput.pendingFeedStep else { return [] }
        keyInput.pendingFeedStep = nil
        return take(step)
    }

    private mutating func take(_ step: FeedStep) -> [Effect] {
        let rows = sources.rows
        let feeds = rows.indices.filter { Self.isFeed(rows[$0].target) }
        guard !feeds.isEmpty else {
            note(NewsboatKeysText.noSources.text)
            return []
        }
        let ordered = step.forward ? feeds : feeds.reversed()
        let candidates =
            ordered.firstIndex { rows[$0].target.map(isShown) ?? false }
            .map { Array(ordered[($0 + 1)...]) } ?? ordered
        guard let pick = candidates.first(where: { !step.unreadOnly || rows[$0].tally.unread > 0 }),
            let target = rows[pick].target
        else {
            note(
                step.unreadOnly
                    ? NewsboatKeysText.noUnreadSource.text
                    : (step.forward ? NewsboatKeysText.alreadyLast : NewsboatKeysText.alreadyFirst).text)
            return []
        }
        sources.select(index: pick)
        sources.keepSelectionVisible(height: max(1, layout.sources.height))
        return show(target, name: rows[pick].name)
    }

    /// Whether the list now shows `target`'s articles.
    private func isShown(_ target: SourceTarget) -> Bool {
        switch target {
        case .source(let key): return query.sourceKey == key
        case .query(_, let expression): return query.sourceKey == nil && query.filter == expression
        default: return false
        }
    }

    private static func isFeed(_ target: SourceTarget?) -> Bool {
        switch target {
        case .source?, .query?: return true
        default: return false
        }
    }
}
