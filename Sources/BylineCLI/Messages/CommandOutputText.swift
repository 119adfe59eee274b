import BylineText

/// What `import`, `export`, `show`, `mark`, `extract` and the commands' shared start-up
/// (the config, the urls file, the cache) say while they run, and the command line's labels.
public enum CommandOutputText: String, CatalogueMessage {
    case warning, usageLabel, unknownCommand, defaultSettings, tagsNotRecorded, demoNotStored
    case imported1, importedN, alreadyListedCount, queryFeedNotInOPML, queryFeedsNotInOPML
    case noArticle, noFullText, takesOneArticleID, needsArticleID, notAnArticleID
    case chooseReadOrUnread, chooseStarOrUnstar, sayWhatToMark
    case absoluteURLNeeded, forScripts, urlsFileNotice

    /// The English template.
    public var english: String {
        switch self {
        case .warning: "warning: {1}"
        case .usageLabel: "usage: "
        case .unknownCommand: "unknown command '{1}'"
        case .defaultSettings: "warning: {1}; using the default settings"
        case .tagsNotRecorded: "warning: the sources' tags could not be recorded: {1}"
        case .demoNotStored: "warning: the demo articles could not be stored: {1}"
        case .imported1: "imported 1 new source into {1}"
        case .importedN: "imported {1} new sources into {2}"
        case .alreadyListedCount: " ({1} already listed)"
        case .queryFeedNotInOPML: "note: 1 query feed is not in the OPML (it has no query feeds); they stay in your urls file"
        case .queryFeedsNotInOPML: "note: {1} query feeds are not in the OPML (it has no query feeds); they stay in your urls file"
        case .noArticle: "no article with id {1} (see 'byline list')"
        case .noFullText: "article {1} has no stored full text (press f on it in the browser)"
        case .takesOneArticleID: "{1} takes one article id"
        case .needsArticleID: "{1} needs an article id (see 'byline list')"
        case .notAnArticleID: "'{1}' is not an article id"
        case .chooseReadOrUnread: "choose one of --read and --unread"
        case .chooseStarOrUnstar: "choose one of --star and --unstar"
        case .sayWhatToMark: "say what to mark: --read, --unread, --star or --unstar"
        case .absoluteURLNeeded: "--url needs an absolute URL, not '{1}'"
        case .forScripts: "{1} (for scripts, try 'byline list')"
        case .urlsFileNotice: "urls file: {1}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .warning: "경고: {1}"
        case .usageLabel: "사용법: "
        case .unknownCommand: "알 수 없는 명령 '{1}'"
        case .defaultSettings: "경고: {1}. 기본 설정을 사용합니다"
        case .tagsNotRecorded: "경고: 소스의 태그를 기록하지 못했습니다: {1}"
        case .demoNotStored: "경고: 데모 기사를 저장하지 못했습니다: {1}"
        case .imported1: "새 소스 1개를 {1}에 가져왔습니다"
        case .importedN: "새 소스 {1}개를 {2}에 가져왔습니다"
        case .alreadyListedCount: " ({1}개는 이미 있음)"
        case .queryFeedNotInOPML: "참고: 쿼리 피드 1개는 OPML에 넣지 않았습니다 (OPML에는 쿼리 피드가 없습니다). urls 파일에는 그대로 남습니다"
        case .queryFeedsNotInOPML: "참고: 쿼리 피드 {1}개는 OPML에 넣지 않았습니다 (OPML에는 쿼리 피드가 없습니다). urls 파일에는 그대로 남습니다"
        case .noArticle: "id가 {1}인 기사가 없습니다 ('byline list'로 확인하세요)"
        case .noFullText: "기사 {1}에는 저장된 본문이 없습니다 (브라우저에서 그 기사에 f를 누르세요)"
        case .takesOneArticleID: "{1}은(는) 기사 id를 하나만 받습니다"
        case .needsArticleID: "{1}에는 기사 id가 필요합니다 ('byline list'로 확인하세요)"
        case .notAnArticleID: "'{1}'은(는) 기사 id가 아닙니다"
        case .chooseReadOrUnread: "--read와 --unread 중 하나만 고르세요"
        case .chooseStarOrUnstar: "--star와 --unstar 중 하나만 고르세요"
        case .sayWhatToMark: "무엇으로 표시할지 정하세요: --read, --unread, --star 또는 --unstar"
        case .absoluteURLNeeded: "--url에는 절대 URL이 필요합니다 ('{1}'이(가) 아님)"
        case .forScripts: "{1} (스크립트에서는 'byline list'를 쓰세요)"
        case .urlsFileNotice: "urls 파일: {1}"
        }
    }
}
