import BylineText
import Foundation

/// `byline downloads`: its help and what it prints.
public enum DownloadsCommandText: String, CatalogueMessage {
    case summary, details, actionHelp, itemHelp, jsonHelp, exampleAdd, exampleStart
    case unknownAction, listTakesNothing, sayWhich, playOne, empty, noEnclosure, notAnItem, queued, alreadyQueued
    case noSuchDownload, removed, nothingWaiting, summary2, playedLine, playerNotFound
    case startedLine, savedLine, failedLine, stoppedLine

    /// The English template.
    public var english: String {
        switch self {
        case .summary: "list, queue, download and play podcast episodes and other enclosures"
        case .details:
            "list shows the queue (id, state, progress, title, file). add queues the enclosure of each article id "
                + "(the first audio or video one) and each http(s) URL. start downloads every queued file, max-downloads at once, "
                + "resuming partial files, and exits 1 when one failed. remove takes ids off the queue (files stay). "
                + "play plays an id's file, or streams it when not downloaded, with the player command. "
                + "Files go under download-path, named by download-filename-format."
        case .actionHelp: "what to do"
        case .itemHelp: "article ids or URLs (add), download ids (start, remove, play)"
        case .jsonHelp: "list: print the queue as a JSON array (the URL with any token masked)"
        case .exampleAdd: "queues article 12's episode and a file by its URL"
        case .exampleStart: "downloads everything queued, resuming what was interrupted"
        case .unknownAction: "say list, add, start, remove or play, not '{1}'"
        case .listTakesNothing: "downloads list takes no arguments"
        case .sayWhich: "say which: byline downloads {1} ID…"
        case .playOne: "say which download to play: byline downloads play ID"
        case .empty: "the download queue is empty"
        case .noEnclosure: "article {1} has no enclosure to download"
        case .notAnItem: "'{1}' is neither an article id nor an http(s) URL"
        case .queued: "queued {1}\t{2}\t{3}"
        case .alreadyQueued: "already queued {1}\t{2}\t{3}"
        case .noSuchDownload: "no download with id '{1}' (see byline downloads list)"
        case .removed: "removed {1}"
        case .nothingWaiting: "nothing is waiting to download"
        case .summary2: "{1} downloaded, {2} failed"
        case .playedLine: "played {1}\t{2}"
        case .playerNotFound: "the player '{1}' was not found (player)"
        case .startedLine: "downloading {1}\t{2}"
        case .savedLine: "saved {1}\t{2}\t{3}\t{4}"
        case .failedLine: "failed {1}\t{2}: {3}"
        case .stoppedLine: "stopped {1}\t{2} (resumes next time)"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .summary: "팟캐스트 에피소드 같은 첨부 파일을 보고, 대기열에 넣고, 내려받고, 재생합니다"
        case .details:
            "list는 대기열(id, 상태, 진행, 제목, 파일)을 보여 줍니다. add는 기사 id마다 그 첨부 파일(처음 나오는 오디오나 비디오)을, "
                + "http(s) URL은 그 파일을 대기열에 넣습니다. start는 대기 중인 파일을 한 번에 max-downloads개씩 받고 받다 만 파일은 이어 받으며, "
                + "하나라도 실패하면 1로 끝납니다. remove는 id를 대기열에서 뺍니다(파일은 남습니다). "
                + "play는 player 명령으로 그 id의 파일을 재생하고, 아직 받지 않았으면 스트리밍합니다. "
                + "파일은 download-path 아래에 download-filename-format에 따른 이름으로 저장됩니다."
        case .actionHelp: "할 일"
        case .itemHelp: "기사 id나 URL(add), 다운로드 id(start, remove, play)"
        case .jsonHelp: "list: 대기열을 JSON 배열로 출력합니다 (URL의 토큰은 가립니다)"
        case .exampleAdd: "기사 12의 에피소드와 URL로 준 파일을 대기열에 넣습니다"
        case .exampleStart: "대기 중인 모든 파일을 받고, 중단된 것은 이어 받습니다"
        case .unknownAction: "'{1}'이(가) 아니라 list, add, start, remove, play 중 하나를 쓰세요"
        case .listTakesNothing: "downloads list에는 인수가 없습니다"
        case .sayWhich: "어느 것인지 쓰세요: byline downloads {1} ID…"
        case .playOne: "재생할 다운로드를 쓰세요: byline downloads play ID"
        case .empty: "다운로드 대기열이 비어 있습니다"
        case .noEnclosure: "기사 {1}에는 내려받을 첨부 파일이 없습니다"
        case .notAnItem: "'{1}'은(는) 기사 id도 http(s) URL도 아닙니다"
        case .queued: "대기열에 넣음 {1}\t{2}\t{3}"
        case .alreadyQueued: "이미 대기열에 있음 {1}\t{2}\t{3}"
        case .noSuchDownload: "id가 '{1}'인 다운로드가 없습니다 (byline downloads list 참고)"
        case .removed: "뺐음 {1}"
        case .nothingWaiting: "내려받을 파일이 없습니다"
        case .summary2: "{1}개 받음, {2}개 실패"
        case .playedLine: "재생함 {1}\t{2}"
        case .playerNotFound: "재생기 '{1}'을(를) 찾을 수 없습니다 (player)"
        case .startedLine: "받는 중 {1}\t{2}"
        case .savedLine: "저장함 {1}\t{2}\t{3}\t{4}"
        case .failedLine: "실패 {1}\t{2}: {3}"
        case .stoppedLine: "중지함 {1}\t{2} (다음에 이어 받음)"
        }
    }
}
