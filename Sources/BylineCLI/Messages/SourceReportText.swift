import BylineText
import Foundation

/// `byline show-source`: its help, and the words of its report.
public enum SourceReportText: String, CatalogueMessage {
    case summary, details, example, nameHelp
    case settingsHeading, healthHeading, never, none, keepAll, noProxyEnvironment, noProxy, byline
    case minutes, lastSuccess, lastAttempt, lastError, articles, perDay, feedSize, etag, lastModified, ttl, bytes

    /// The English template.
    public var english: String {
        switch self {
        case .summary: "a source's effective settings, where each came from, and its health"
        case .details:
            "Prints each per-source setting as it applies to the source (its urls-file line's key=value tags, over the most specific matching source block of the config, over the global option, over the default) with where it came from (file:line, or default), then the source's health: its last success, its last error, how many articles a day it brings, what the cache holds of it, and what its server sent (ETag, Last-Modified, and the time before which it asked not to be fetched again). Credentials in headers are never shown."
        case .example: "see why a feed is fetched with its own User-Agent, and when it last worked"
        case .nameHelp: "the source's URL or title"
        case .settingsHeading: "Settings:"
        case .healthHeading: "Health:"
        case .never: "never"
        case .none: "none"
        case .keepAll: "0 (keep all)"
        case .noProxyEnvironment: "the environment's (http_proxy, https_proxy, no_proxy)"
        case .noProxy: "none"
        case .byline: "Byline's own ({1})"
        case .minutes: "{1} minutes"
        case .lastSuccess: "last success"
        case .lastAttempt: "last asked"
        case .lastError: "last error"
        case .articles: "articles"
        case .perDay: "{1} cached, {2} a day"
        case .feedSize: "cache size"
        case .etag: "ETag"
        case .lastModified: "Last-Modified"
        case .ttl: "fresh until"
        case .bytes: "{1} bytes"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .summary: "소스 하나의 실제 설정과 각 설정의 출처, 그리고 상태"
        case .details:
            "소스에 적용되는 소스별 설정을 하나씩 (urls 파일 줄의 key=value 태그, 그다음 config에서 가장 구체적으로 맞는 source 블록, 그다음 전역 설정, 그다음 기본값) 그 출처(파일:줄, 또는 default)와 함께 출력하고, 이어서 소스의 상태를 출력합니다: 마지막 성공, 마지막 오류, 하루 평균 기사 수, 캐시에 든 양, 서버가 보낸 것(ETag, Last-Modified, 다시 가져오지 말라고 한 시각). 헤더의 자격 증명은 보여 주지 않습니다."
        case .example: "피드가 왜 자기 User-Agent로 받아지는지, 언제 마지막으로 잘 받았는지 봅니다"
        case .nameHelp: "소스의 URL이나 제목"
        case .settingsHeading: "설정:"
        case .healthHeading: "상태:"
        case .never: "없음"
        case .none: "없음"
        case .keepAll: "0 (모두 보관)"
        case .noProxyEnvironment: "환경 변수의 것 (http_proxy, https_proxy, no_proxy)"
        case .noProxy: "사용 안 함"
        case .byline: "Byline 기본값 ({1})"
        case .minutes: "{1}분"
        case .lastSuccess: "마지막 성공"
        case .lastAttempt: "마지막 요청"
        case .lastError: "마지막 오류"
        case .articles: "기사"
        case .perDay: "캐시에 {1}개, 하루 {2}개"
        case .feedSize: "캐시 크기"
        case .etag: "ETag (검증값)"
        case .lastModified: "Last-Modified (마지막 수정)"
        case .ttl: "다시 받을 시각"
        case .bytes: "{1}바이트"
        }
    }
}
