import BylineCore
import Foundation

@testable import BylineUI

/// Fixed inputs for the UI tests: a clock, a zone and generated headlines.
enum Sample {
    /// 2026-11-28 10:00:00 UTC, a Saturday.
    static let now = Date(timeIntervalSince1970: 1_795_860_000)

    /// UTC, so dates render the same on every machine.
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current

    /// `count` plain headlines, newest first; ids are 1…count, every third is read.
    static func rows(_ count: Int, source: String = "Example") -> [ArticleSummary] {
        (0..<count).map { index -> ArticleSummary in
            let age = TimeInterval(index) * 600
            let slug = source.lowercased()
            return ArticleSummary(
                id: Int64(index + 1), sourceKey: "https://\(slug).example/feed", sourceName: source,
                title: "Headline \(index + 1)", published: now.addingTimeInterval(-age),
                isRead: index % 3 == 2, url: URL(string: "https://\(slug).example/\(index + 1)"))
        }
    }

    /// A fresh state of `width` × `height` at the sample time.
    static func state(width: Int = 80, height: Int = 24, query: ArticleQuery = .all) -> AppState {
        var state = AppState(query: query, now: now, timeZone: utc)
        state.size = Size(width: width, height: height)
        return state
    }

    /// A state whose list has been loaded from `store` (the first answer applied).
    static func loaded(_ store: inout FakeStore, width: Int = 80, height: Int = 24) -> AppState {
        var state = AppState(now: now, timeZone: utc)
        _ = store.drive(&state, .resize(width: width, height: height))
        return state
    }
}

extension ArticleSummary {
    /// A headline as the tests write it: the list order and cursor follow from the id and date.
    init(
        id: Int64, sourceKey: String = "", sourceName: String, title: String, published: Date? = nil,
        isRead: Bool = false, isStarred: Bool = false, url: URL? = nil, hasMedia: Bool = false
    ) {
        self.init(
            id: id, sourceKey: sourceKey, sourceName: sourceName, title: title, published: published,
            sortDate: published ?? .distantPast, isRead: isRead, isStarred: isStarred, url: url,
            cursor: ArticleCursor(key: id))
        self.hasMedia = hasMedia
    }
}
