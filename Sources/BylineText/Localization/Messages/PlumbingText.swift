import Foundation

/// What `|` (pipe-to), `^B` (bookmark-cmd) and `notify-program` say in the browser.
public enum PlumbingText: String, CatalogueMessage {
    case helpPipeTo, helpBookmark, pipePrompt, openFirstForPipe, notPiped, pipeArticleGone, piped
    case noBookmarkCommand, openFirstForBookmark, notBookmarked, bookmarked, bookmarkFailed, notifyFailed

    /// The English template.
    public var english: String {
        switch self {
        case .helpPipeTo: "Pipe the article as text to a command"
        case .helpBookmark: "Bookmark the article (bookmark-cmd)"
        case .pipePrompt: "Pipe to: "
        case .openFirstForPipe: "Open the article first (Enter), then | pipes it"
        case .notPiped: "Not piped: {1}"
        case .pipeArticleGone: "the article is no longer open"
        case .piped: "Piped the article to {1}"
        case .noBookmarkCommand: "No bookmark command: set bookmark-cmd in the config"
        case .openFirstForBookmark: "Open the article first (Enter), then Ctrl-B bookmarks it"
        case .notBookmarked: "Not bookmarked: bookmark-cmd: {1}"
        case .bookmarked: "Bookmarked"
        case .bookmarkFailed: "bookmark-cmd: {1}"
        case .notifyFailed: "notify-program: {1}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .helpPipeTo: "기사를 텍스트로 명령에 파이프로 보내기"
        case .helpBookmark: "기사 북마크하기 (bookmark-cmd)"
        case .pipePrompt: "파이프할 명령: "
        case .openFirstForPipe: "먼저 기사를 여세요(Enter). 그다음 | 로 보냅니다"
        case .notPiped: "보내지 않음: {1}"
        case .pipeArticleGone: "기사가 더 이상 열려 있지 않습니다"
        case .piped: "기사를 {1}(으)로 보냈습니다"
        case .noBookmarkCommand: "북마크 명령이 없습니다: 설정에 bookmark-cmd를 지정하세요"
        case .openFirstForBookmark: "먼저 기사를 여세요(Enter). 그다음 Ctrl-B로 북마크합니다"
        case .notBookmarked: "북마크하지 않음: bookmark-cmd: {1}"
        case .bookmarked: "북마크했습니다"
        case .bookmarkFailed: "bookmark-cmd 실패: {1}"
        case .notifyFailed: "notify-program 실패: {1}"
        }
    }
}
