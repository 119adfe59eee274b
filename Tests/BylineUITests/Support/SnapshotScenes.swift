import BylineCore
import Foundation

@testable import BylineUI

/// The screens the snapshot tests draw: a list with Korean, Japanese, emoji, combining
/// marks and a hostile title, and a Korean article with links.
enum SnapshotScenes {
    static let hostileTitle = "\u{1B}]2;pwned\u{07}Hostile \u{1B}[31mred\u{1B}[0m title \u{9B}2J C1\u{85} \u{202E}desrever\u{202C} end"

    /// The headlines.
    static var rows: [ArticleSummary] {
        let now = Sample.now
        let hour: TimeInterval = 3600
        var rows = [
            ArticleSummary(
                id: 1, sourceKey: "yna", sourceName: "연합뉴스", title: "서울시, 새로운 교통 정책 발표 — 지하철 9호선 연장",
                published: now.addingTimeInterval(-300), url: URL(string: "https://yna.example/1"), hasMedia: true),
            ArticleSummary(
                id: 2, sourceKey: "nhk", sourceName: "NHK ニュース", title: "東京で新しい交通計画が発表されました",
                published: now.addingTimeInterval(-3 * hour), isStarred: true, hasMedia: true),
            ArticleSummary(
                id: 3, sourceKey: "emoji", sourceName: "Emoji Daily", title: "Family 👨‍👩‍👧 trip 🇰🇷🇯🇵 flags and 👍🏽 thumbs up",
                published: now.addingTimeInterval(-50 * hour), isRead: true, hasMedia: true),
            ArticleSummary(
                id: 4, sourceKey: "monde", sourceName: "Le Monde",
                title: "Cafe\u{301} de\u{301}ja\u{300} vu: Zoe\u{308}'s nai\u{308}ve re\u{301}sume\u{301}",
                published: now.addingTimeInterval(-16 * 24 * hour), isRead: true),
            ArticleSummary(
                id: 5, sourceKey: "evil", sourceName: "Evil\u{1B}[5m Feed", title: hostileTitle,
                published: Date(timeIntervalSince1970: 1_700_000_000)),
            ArticleSummary(
                id: 6, sourceKey: "times", sourceName: "The Example Times",
                title: "A very long English headline that goes on and on, to show how titles are cut at every width of the list")
        ]
        rows += (7...30).map { index in
            ArticleSummary(
                id: Int64(index), sourceKey: "wire", sourceName: "Wire", title: "Wire story number \(index)",
                published: now.addingTimeInterval(-Double(index) * hour), isRead: index % 2 == 0)
        }
        return rows
    }

    /// The Korean article, in full.
    static let article = Article(
        id: 1, sourceKey: "yna", sourceName: "연합뉴스", guid: "yna-1", title: "서울시, 새로운 교통 정책 발표 — 지하철 9호선 연장",
        author: "김민지 기자",
        content: """
            <h2>주요 내용</h2>
            <p>서울시는 28일 <b>새로운 교통 정책</b>을 발표했다. 자세한 내용은 <a href="https://seoul.example.kr/plan">계획서</a>와
            <a href="/data">공개 데이터</a>에서 볼 수 있다.</p>
            <ul><li>버스 노선 개편 🚌</li><li>심야 지하철 운행</li></ul>
            <blockquote>“출퇴근이 편해질 것” — a rider</blockquote>
            <p>The plan also mentions <i>Tokyo</i> (東京) and costs ₩1,500 per ride.</p>
            """,
        url: URL(string: "https://yna.example/1"),
        published: Sample.now.addingTimeInterval(-300))

    /// A browser at `width` × `height` with the scene loaded, through `update` as the runtime
    /// would drive it.
    static func state(width: Int, height: Int) -> (AppState, FakeStore) {
        var store = FakeStore(rows)
        store.fullArticles[1] = article
        var state = AppState(now: Sample.now, timeZone: Sample.utc)
        store.drive(&state, .resize(width: width, height: height))
        return (state, store)
    }
}
