import Foundation

/// A source's `download-command` (a program such as yt-dlp fetching a page's video): why
/// it did not leave a file.
public enum DownloadCommandText: String, CatalogueMessage {
    case failed, noFile

    /// The English template.
    public var english: String {
        switch self {
        case .failed: "download-command: {1}"
        case .noFile: "download-command ended well but did not write {1} (give it %f as its output file)"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .failed: "download-command 실패: {1}"
        case .noFile: "download-command가 잘 끝났지만 {1}을(를) 만들지 않았습니다 (출력 파일로 %f를 주세요)"
        }
    }
}
