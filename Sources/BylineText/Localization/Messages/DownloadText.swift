import Foundation

/// The download queue and the player: why a file was not downloaded or played, and the
/// names of a download's states.
public enum DownloadText: String, CatalogueMessage {
    case httpStatus, httpStatusReason, noSpace, cannotWrite, rangeMismatch, rangeRefused, incomplete
    case needsFolder, needsFormat, noPlayer, notDownloadedYet, fileGone
    case stateQueued, stateDownloading, stateFinished, stateFailed, stateCancelled, stateDeleted, played

    /// The English template.
    public var english: String {
        switch self {
        case .httpStatus: "the server answered {1}"
        case .httpStatusReason: "the server answered {1} {2}"
        case .noSpace: "not enough free space: {1} left, and {2} is kept free (download-free-space); the partial file is kept"
        case .cannotWrite: "{1} cannot be written: {2}"
        case .rangeMismatch: "the server resumed at the wrong place; the partial file is kept"
        case .rangeRefused: "the server would not resume the partial file; it starts over next time"
        case .incomplete: "the connection ended after {1} of {2} bytes; the rest resumes next time"
        case .needsFolder: "{1} needs a folder"
        case .needsFormat: "{1} needs a file name format such as %n/%u"
        case .noPlayer: "no player is set: add a line such as 'player mpv %f' to the config (player)"
        case .notDownloadedYet: "{1} is not downloaded yet"
        case .fileGone: "the downloaded file {1} is gone"
        case .stateQueued: "queued"
        case .stateDownloading: "downloading"
        case .stateFinished: "finished"
        case .stateFailed: "failed"
        case .stateCancelled: "cancelled"
        case .stateDeleted: "deleted"
        case .played: "played"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .httpStatus: "서버가 {1}(으)로 응답했습니다"
        case .httpStatusReason: "서버가 {1} {2}(으)로 응답했습니다"
        case .noSpace: "여유 공간이 부족합니다: {1} 남았고 {2}은(는) 비워 둡니다 (download-free-space). 받다 만 파일은 남겨 둡니다"
        case .cannotWrite: "{1}에 쓸 수 없습니다: {2}"
        case .rangeMismatch: "서버가 엉뚱한 위치부터 이어 보냈습니다. 받다 만 파일은 남겨 둡니다"
        case .rangeRefused: "서버가 받다 만 파일을 이어 받게 해 주지 않습니다. 다음에 처음부터 받습니다"
        case .incomplete: "{2}바이트 중 {1}바이트에서 연결이 끊겼습니다. 나머지는 다음에 이어 받습니다"
        case .needsFolder: "{1}에는 폴더가 필요합니다"
        case .needsFormat: "{1}에는 %n/%u 같은 파일 이름 형식이 필요합니다"
        case .noPlayer: "재생기가 설정되지 않았습니다: 설정 파일에 'player mpv %f' 같은 줄을 넣으세요 (player)"
        case .notDownloadedYet: "{1}은(는) 아직 내려받지 않았습니다"
        case .fileGone: "내려받은 파일 {1}이(가) 없습니다"
        case .stateQueued: "대기"
        case .stateDownloading: "받는 중"
        case .stateFinished: "완료"
        case .stateFailed: "실패"
        case .stateCancelled: "취소"
        case .stateDeleted: "삭제됨"
        case .played: "재생함"
        }
    }
}
