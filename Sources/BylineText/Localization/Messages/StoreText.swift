import Foundation

/// What goes wrong with the cache file.
public enum StoreText: String, CatalogueMessage {
    case busy, cannotOpen, notACache, newerSchema, cannotMoveAside, corrupt, diskFull, readOnly, tooBig, sqlite
    case cannotCreate, articleVanished, functionUnregistered, aValue, damaged, searchIndex

    /// The English template.
    public var english: String {
        switch self {
        case .busy: "the cache is busy: another byline is writing (tried for {1})"
        case .cannotOpen: "cannot open the cache at {1}: {2}"
        case .notACache: "{1} is an SQLite database but not a byline cache; move it away or pass another --cache"
        case .newerSchema: "the cache at {1} was written by a newer byline (schema {2}; this one knows {3}); update byline or pass another --cache"
        case .cannotMoveAside: "the cache at {1} is damaged and could not be moved aside: {2}"
        case .corrupt: "the cache is damaged ({1}); move the cache file aside and refresh to build a new one"
        case .diskFull: "the disk is full: the cache could not be written; free some space and try again"
        case .readOnly: "the cache at {1} is read-only; check its permissions or pass another --cache"
        case .tooBig: "{1} is too large for the cache"
        case .sqlite: "cache error: {1} (SQLite code {2})"
        case .cannotCreate: "cannot create {1}: {2}"
        case .articleVanished: "an article vanished while it was being stored"
        case .functionUnregistered: "the {1} function could not be registered: {2}"
        case .aValue: "a value"
        case .damaged: "damaged"
        case .searchIndex: "search index: {1}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .busy: "캐시를 쓰는 중입니다: 다른 byline이 쓰고 있습니다 ({1} 동안 시도함)"
        case .cannotOpen: "{1}의 캐시를 열 수 없습니다: {2}"
        case .notACache: "{1}은(는) SQLite 데이터베이스지만 byline 캐시가 아닙니다. 옮기거나 다른 --cache를 지정하세요"
        case .newerSchema: "{1}의 캐시는 더 새로운 byline이 썼습니다 (스키마 {2}, 이 버전은 {3}까지 앎). byline을 업데이트하거나 다른 --cache를 지정하세요"
        case .cannotMoveAside: "{1}의 캐시가 손상되었는데 옆으로 옮기지 못했습니다: {2}"
        case .corrupt: "캐시가 손상되었습니다 ({1}). 캐시 파일을 옆으로 옮기고 새로 고쳐 새 캐시를 만드세요"
        case .diskFull: "디스크가 가득 차서 캐시를 쓸 수 없습니다. 공간을 비우고 다시 시도하세요"
        case .readOnly: "{1}의 캐시는 읽기 전용입니다. 권한을 확인하거나 다른 --cache를 지정하세요"
        case .tooBig: "{1}이(가) 캐시에 넣기에 너무 큽니다"
        case .sqlite: "캐시 오류: {1} (SQLite 코드 {2})"
        case .cannotCreate: "{1}을(를) 만들 수 없습니다: {2}"
        case .articleVanished: "기사를 저장하는 중에 기사가 사라졌습니다"
        case .functionUnregistered: "{1} 함수를 등록할 수 없습니다: {2}"
        case .aValue: "값 하나"
        case .damaged: "손상됨"
        case .searchIndex: "검색 색인: {1}"
        }
    }
}
