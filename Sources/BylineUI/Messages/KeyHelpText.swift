import BylineText
import Foundation

/// What each browser command does, as the help overlay (`?`) lists it.
public enum KeyHelpText: String, CatalogueMessage {
    case moveUp, moveDown, pageUp, pageDown, top, bottom, open, back, switchPane, refreshAll
    case refreshSource, openInBrowser, fetchFullText, filter, nextUnread, previousUnread, toggleRead
    case markAllRead, toggleStar, openLink, help, backOrQuit, quit, redraw, showSources, cycleSort
    case undo, setFilter

    /// The English template.
    public var english: String {
        switch self {
        case .moveUp: "Previous headline / scroll up"
        case .moveDown: "Next headline / scroll down"
        case .pageUp: "Page up"
        case .pageDown: "Page down"
        case .top: "First headline / top of article"
        case .bottom: "Last headline / end of article"
        case .open: "Open the article (marks it read)"
        case .back: "Back to the list; clear the filter"
        case .switchPane: "Switch pane"
        case .refreshAll: "Refresh all sources"
        case .refreshSource: "Refresh this article's source"
        case .openInBrowser: "Open the article in the browser"
        case .fetchFullText: "Fetch the full article (reader mode)"
        case .filter: "Filter as you type (Esc clears)"
        case .nextUnread: "Next unread article"
        case .previousUnread: "Previous unread article"
        case .toggleRead: "Toggle read"
        case .markAllRead: "Mark all shown articles read"
        case .toggleStar: "Star / unstar"
        case .openLink: "Open the article's link [1]–[9]"
        case .help: "This help"
        case .backOrQuit: "Back; quit from the list"
        case .quit: "Quit"
        case .redraw: "Redraw the screen"
        case .showSources: "Sources, tags and query feeds (Enter shows one)"
        case .cycleSort: "Change the order (articles or sources)"
        case .undo: "Undo the last read, star or mark-all change"
        case .setFilter: "Filter by expression (unread = yes and title =~ \"x\")"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .moveUp: "이전 헤드라인 / 위로 스크롤"
        case .moveDown: "다음 헤드라인 / 아래로 스크롤"
        case .pageUp: "이전 페이지"
        case .pageDown: "다음 페이지"
        case .top: "첫 헤드라인 / 기사 맨 위"
        case .bottom: "마지막 헤드라인 / 기사 끝"
        case .open: "기사 열기 (읽음으로 표시)"
        case .back: "목록으로 돌아가기; 필터 지우기"
        case .switchPane: "창 전환"
        case .refreshAll: "모든 소스 새로 고침"
        case .refreshSource: "이 기사의 소스 새로 고침"
        case .openInBrowser: "브라우저에서 기사 열기"
        case .fetchFullText: "기사 전문 가져오기 (읽기 모드)"
        case .filter: "입력하는 대로 거르기 (Esc로 지우기)"
        case .nextUnread: "다음 안 읽은 기사"
        case .previousUnread: "이전 안 읽은 기사"
        case .toggleRead: "읽음 전환"
        case .markAllRead: "보이는 기사 모두 읽음으로 표시"
        case .toggleStar: "별표 / 별표 빼기"
        case .openLink: "기사의 링크 [1]–[9] 열기"
        case .help: "이 도움말"
        case .backOrQuit: "뒤로; 목록에서는 종료"
        case .quit: "종료"
        case .redraw: "화면 다시 그리기"
        case .showSources: "소스, 태그, 쿼리 피드 (Enter로 보기)"
        case .cycleSort: "정렬 순서 바꾸기 (기사 또는 소스)"
        case .undo: "마지막 읽음, 별표, 모두 읽음 변경 되돌리기"
        case .setFilter: "식으로 거르기 (unread = yes and title =~ \"x\")"
        }
    }
}
