import Foundation

/// How each source's refresh ended, as `byline refresh` and the browser report it.
public enum RefreshText: String, CatalogueMessage {
    case noNewArticles, newOf, unchanged, error, gone
    case goneMessage, alsoError
    case movedUpdateFile, movedFileUpdated, movedCacheKeptOld, movedFileNotUpdated
    case summary1, summaryN, summaryFailed, cliRefreshed, cliSource1, cliSourceN, cliNew1, cliNewN
    case syncedOne, syncedMany

    /// The English template.
    public var english: String {
        switch self {
        case .noNewArticles: "no new articles ({1} in the feed)"
        case .newOf: "{1} new of {2}"
        case .unchanged: "unchanged (not modified since the last refresh)"
        case .error: "error: {1}"
        case .gone: "gone (410 since {1}): not asked again; remove it from the urls file, or refresh --force to retry"
        case .goneMessage: "410 Gone: the publisher removed this feed; it will not be asked again (refresh --force retries)"
        case .alsoError: "{1}; also {2}"
        case .movedUpdateFile: "moved permanently to {1}; update the urls file"
        case .movedFileUpdated: "moved permanently to {1}; the urls file now says so"
        case .movedCacheKeptOld: "moved permanently to {1}; the urls file now says so, but the cache kept the old address ({2})"
        case .movedFileNotUpdated: "moved permanently to {1}; the urls file could not be updated ({2})"
        case .summary1: "Refreshed {1} source: {2} new"
        case .summaryN: "Refreshed {1} sources: {2} new"
        case .summaryFailed: ", {1} failed"
        case .cliRefreshed: "refreshed {1}: {2}"
        case .cliSource1: "{1} source"
        case .cliSourceN: "{1} sources"
        case .cliNew1: "{1} new article"
        case .cliNewN: "{1} new articles"
        case .syncedOne: "; synced {1} of 1 account"
        case .syncedMany: "; synced {1} of {2} accounts"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .noNewArticles: "새 기사 없음 (피드에 {1}개)"
        case .newOf: "{2}개 중 새 기사 {1}개"
        case .unchanged: "변경 없음 (지난 새로 고침 이후 수정되지 않음)"
        case .error: "오류: {1}"
        case .gone: "사라짐 ({1}부터 410): 다시 요청하지 않습니다. urls 파일에서 지우거나 refresh --force로 다시 시도하세요"
        case .goneMessage: "410 Gone: 발행자가 이 피드를 없앴습니다. 다시 요청하지 않습니다 (refresh --force로 다시 시도)"
        case .alsoError: "{1}; 그리고 {2}"
        case .movedUpdateFile: "{1}(으)로 영구 이동함; urls 파일을 고치세요"
        case .movedFileUpdated: "{1}(으)로 영구 이동함; urls 파일을 고쳤습니다"
        case .movedCacheKeptOld: "{1}(으)로 영구 이동함; urls 파일은 고쳤지만 캐시는 옛 주소를 유지합니다 ({2})"
        case .movedFileNotUpdated: "{1}(으)로 영구 이동함; urls 파일을 고치지 못했습니다 ({2})"
        case .summary1, .summaryN: "소스 {1}개를 새로 고쳤습니다: 새 기사 {2}개"
        case .summaryFailed: ", 실패 {1}개"
        case .cliRefreshed: "{1} 새로 고침: {2}"
        case .cliSource1, .cliSourceN: "소스 {1}개"
        case .cliNew1, .cliNewN: "새 기사 {1}개"
        case .syncedOne: ", 계정 1개 중 {1}개 동기화"
        case .syncedMany: ", 계정 {2}개 중 {1}개 동기화"
        }
    }
}
