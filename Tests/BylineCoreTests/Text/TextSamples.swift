@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// Mixed-script strings for the property-style width tests.
enum TextSamples {
    /// Fixed strings covering every kind of cluster the width rules know about.
    static let mixed: [String] = [
        "The quick brown fox jumps over the lazy dog",
        "한국어 뉴스 제목이 여기에 있습니다 그리고 조금 더 길게",
        "日本語の文章には空白がありません。でも改行できます。",
        "中文新闻标题没有空格也可以换行",
        "Family 👩\u{200D}👩\u{200D}👧 and 👍🏽 thumbs, flags 🇰🇷🇯🇵, keys 1\u{FE0F}\u{20E3}#\u{FE0F}\u{20E3}",
        "café cafe\u{301} naïve Z\u{0351}\u{0352}algo ❤\u{FE0F} ❤ ©",
        "Supercalifragilisticexpialidocious-and-antidisestablishmentarianism",
        "한국어English混ざった文章😀mixedテキスト",
        "  leading spaces and trailing spaces   ",
        "a\u{200B}b\u{200B}c zero\u{200B}width\u{200B}spaces",
        "ＦＵＬＬＷＩＤＴＨ ｈａｌｆ ｶﾀｶﾅ",
        "x",
        "",
        "🎉"
    ]

    /// Deterministic pseudo-random strings built from a pool of clusters.
    static func generated(count: Int, seed: UInt64) -> [String] {
        let pool: [String] = [
            "a", "b", "Z", " ", " ", " ", "-", ".", "한", "국", "어", "日", "本", "か", "ナ", "。", "「", "」",
            "😀", "👩\u{200D}👩\u{200D}👧", "👍🏽", "🇰🇷", "1\u{FE0F}\u{20E3}", "❤\u{FE0F}", "❤", "e\u{301}",
            "\u{200B}", "Ａ", "…", "é", "\u{A0}"
        ]
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            (0..<next(60)).map { _ in pool[next(pool.count)] }.joined()
        }
    }

    /// Every sample, fixed and generated.
    static var all: [String] { mixed + generated(count: 60, seed: 42) }
}
