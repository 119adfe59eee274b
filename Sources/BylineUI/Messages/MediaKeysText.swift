import BylineText
import Foundation

/// The browser's side of the download queue: newsboat's `e` and what the status bar says
/// about it.
public enum MediaKeysText: String, CatalogueMessage {
    case enqueue, noEnclosure, queued, alreadyQueued, articleGone
    case runningLabel, playedNote, startedPlayer, imageInBrowser, openingImage, openedImage, viewerNotFound
    case showDownloads, title, running, idle, loading, empty, total, hint, atOnce, played, nothingSelected, notDownloaded

    /// The English template.
    public var english: String {
        switch self {
        case .enqueue: "Queue the enclosure for download"
        case .noEnclosure: "This article has no enclosure to download"
        case .queued: "Queued for download: {1} → {2}"
        case .alreadyQueued: "Already in the download queue: {1}"
        case .articleGone: "The article is no longer in the cache"
        case .showDownloads: "Downloads (podboat's keys inside)"
        case .playedNote: "Played {1}"
        case .runningLabel: "Downloads {1}/{2} · {3}%"
        case .imageInBrowser: "Opening the image from {1} in the browser (image-viewer is not set)"
        case .openingImage: "Opening the image from {1} in image-viewer"
        case .openedImage: "Opened the image in {1}"
        case .viewerNotFound: "The image viewer '{1}' was not found (image-viewer)"
        case .startedPlayer: "Started {1} for {2}"
        case .title: "Downloads · {1} in the queue · {2} done · {3} at once · {4}"
        case .running: "downloading"
        case .idle: "a starts"
        case .loading: "Reading the queue…"
        case .empty: "The download queue is empty: e on an article queues its enclosure"
        case .total: "Total"
        case .hint: "d download  a start/stop all  c cancel  D delete file  P purge  p play  m played  + - at once  q back"
        case .atOnce: "{1} at once"
        case .played: "played"
        case .nothingSelected: "No download selected"
        case .notDownloaded: "Not downloaded yet: d downloads it"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .enqueue: "첨부 파일을 내려받기 대기열에 넣기"
        case .noEnclosure: "이 기사에는 내려받을 첨부 파일이 없습니다"
        case .queued: "내려받기 대기열에 넣음: {1} → {2}"
        case .alreadyQueued: "이미 내려받기 대기열에 있음: {1}"
        case .articleGone: "기사가 더 이상 캐시에 없습니다"
        case .showDownloads: "내려받기 (안에서는 podboat의 키)"
        case .playedNote: "{1} 재생함"
        case .runningLabel: "내려받기 {1}/{2} · {3}%"
        case .imageInBrowser: "{1}의 이미지를 브라우저로 여는 중 (image-viewer가 설정되지 않음)"
        case .openingImage: "{1}의 이미지를 image-viewer로 여는 중"
        case .openedImage: "{1}에서 이미지를 열었음"
        case .viewerNotFound: "이미지 뷰어 '{1}'을(를) 찾을 수 없습니다 (image-viewer)"
        case .startedPlayer: "{2}에 {1} 실행함"
        case .title: "내려받기 · 대기열에 {1}개 · {2}개 완료 · 동시에 {3}개 · {4}"
        case .running: "내려받는 중"
        case .idle: "a로 시작"
        case .loading: "대기열을 읽는 중…"
        case .empty: "내려받기 대기열이 비었습니다: 기사에서 e를 누르면 첨부 파일이 들어갑니다"
        case .total: "전체"
        case .hint: "d 내려받기  a 모두 시작/멈춤  c 취소  D 파일 삭제  P 정리  p 재생  m 재생함  + - 동시 개수  q 뒤로"
        case .atOnce: "동시에 {1}개"
        case .played: "재생함"
        case .nothingSelected: "선택한 내려받기가 없습니다"
        case .notDownloaded: "아직 내려받지 않았습니다: d로 내려받으세요"
        }
    }
}
