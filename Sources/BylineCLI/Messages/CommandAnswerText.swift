import BylineText

/// What the command line answers where it used to stay silent or print a library's raw
/// words: a `--source` nobody has, and a guessed `https://` that met a plain-HTTP server.
public enum CommandAnswerText: String, CatalogueMessage {
    case unknownListSource, tlsOnGuessedScheme

    /// The English template.
    public var english: String {
        switch self {
        case .unknownListSource:
            "no source '{1}' in your urls file or the cache (give a source's title or URL as the sources view shows it)"
        case .tlsOnGuessedScheme:
            "secure connection to {1} failed: the address had no scheme, so https:// was tried; if the server speaks plain HTTP, give http://{2}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .unknownListSource:
            "urls 파일에도 캐시에도 '{1}' 소스가 없습니다 (소스 보기에 나오는 제목이나 URL을 주세요)"
        case .tlsOnGuessedScheme:
            "{1}에 보안 연결을 하지 못했습니다: 주소에 스킴이 없어 https://로 시도했습니다. 서버가 일반 HTTP를 쓴다면 http://{2}로 주세요"
        }
    }
}
