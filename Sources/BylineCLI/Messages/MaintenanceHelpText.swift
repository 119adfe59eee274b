import BylineText
import Foundation

/// The help of the commands that move a reader's data in and out and look after the cache:
/// `import --from-newsboat`, `export --format`, `vacuum`.
public enum MaintenanceHelpText: String, CatalogueMessage {
    case importFileOrFolder, fromNewsboat, importNeedsFile, importExample2
    case exportFormat, exportExample2, exportTakesNoArguments
    case vacuumSummary, vacuumDetails, vacuumExample

    /// The English template.
    public var english: String {
        switch self {
        case .importFileOrFolder:
            "an OPML 1.0/2.0 file or a newsboat urls file; with --from-newsboat, newsboat's folder (default ~/.newsboat, else the XDG folders)"
        case .fromNewsboat: "bring newsboat's feeds, settings and read history (urls, config, cache.db) over; newsboat's files are only read"
        case .importNeedsFile: "import needs one file (OPML or a newsboat urls file), or --from-newsboat [DIR]"
        case .importExample2: "carry a newsboat user's feeds, tags, query feeds, keys, colors and read history over"
        case .exportFormat: "opml (default) or newsboat-urls, a urls file newsboat reads"
        case .exportExample2: "write your sources as newsboat's urls file"
        case .exportTakesNoArguments: "export takes no arguments"
        case .vacuumSummary: "give the space of expired and removed articles back to the disk"
        case .vacuumDetails:
            "Merges the search index and rebuilds the cache file, then prints its size before and after. Byline also gives space back in small steps after each expiry, once the cache has been vacuumed once."
        case .vacuumExample: "shrink the cache after lowering max-items"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .importFileOrFolder: "OPML 1.0/2.0 파일이나 newsboat urls 파일. --from-newsboat와 함께라면 newsboat 폴더 (기본값 ~/.newsboat, 없으면 XDG 폴더)"
        case .fromNewsboat: "newsboat의 피드, 설정, 읽은 기록(urls, config, cache.db)을 가져옵니다. newsboat 파일은 읽기만 합니다"
        case .importNeedsFile: "import에는 파일 하나(OPML이나 newsboat urls 파일)나 --from-newsboat [DIR]이 필요합니다"
        case .importExample2: "newsboat 사용자의 피드, 태그, 쿼리 피드, 키, 색, 읽은 기록을 가져옵니다"
        case .exportFormat: "opml(기본값) 또는 newsboat가 읽는 urls 파일인 newsboat-urls"
        case .exportExample2: "내 소스를 newsboat urls 파일로 씁니다"
        case .exportTakesNoArguments: "export는 인수를 받지 않습니다"
        case .vacuumSummary: "만료되거나 지운 기사의 공간을 디스크에 돌려줍니다"
        case .vacuumDetails: "검색 색인을 합치고 캐시 파일을 다시 만든 뒤, 전후 크기를 출력합니다. 캐시를 한 번 vacuum하고 나면 Byline은 만료 뒤마다 조금씩 공간을 돌려줍니다."
        case .vacuumExample: "max-items를 낮춘 뒤 캐시를 줄입니다"
        }
    }
}
