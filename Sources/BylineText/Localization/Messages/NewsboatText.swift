import Foundation

/// What `byline import --from-newsboat` and `byline export --format newsboat-urls` say.
public enum NewsboatText: String, CatalogueMessage {
    case sourcesAdded, sourcesAddedSomeListed, settingsCarried, articlesFromOneFeed, articlesFromFeeds
    case notCarried, notCarriedNothing, fileMissing, warning
    case exportFormat, exportLeftOut
    case nothingThere, noHome, cannotReadCache, noSuchFile, notANewsboatCache
    case untranslatableAttribute, queryHasNoBylineForm, queryHasNoName, expressionNeeded, settingExpression, unclosedQuote
    case browserNeedsShell, browserWords
    case skipBackticks, skipProxyOff, skipYourSetting, skipSourceNotRead, skipOrphans, skipOrphan, skipQuery

    /// The English template.
    public var english: String {
        switch self {
        case .sourcesAdded: "sources: {1} added to {2}"
        case .sourcesAddedSomeListed: "sources: {1} added to {2} ({3} already listed)"
        case .settingsCarried: "settings: {1} carried into {2}"
        case .articlesFromOneFeed: "articles: {1} from 1 feed ({2} unread, {3} starred) in {4}"
        case .articlesFromFeeds: "articles: {1} from {2} feeds ({3} unread, {4} starred) in {5}"
        case .notCarried: "not carried over: {1}"
        case .notCarriedNothing: "not carried over: nothing"
        case .fileMissing: "note: {1} is not there; nothing is taken from it"
        case .warning: "warning: {1}"
        case .exportFormat: "export --format is opml or newsboat-urls, not {1}"
        case .exportLeftOut: "note: left out (newsboat cannot fetch them): {1}"
        case .nothingThere: "no newsboat files (urls, config, cache.db) in {1}; name newsboat's folder: byline import --from-newsboat DIR"
        case .noHome: "HOME is not set to an absolute path, so newsboat's folder cannot be found; name it: byline import --from-newsboat DIR"
        case .cannotReadCache: "cannot read newsboat's cache {1}: {2}"
        case .noSuchFile: "there is no such file"
        case .notANewsboatCache: "it is not a newsboat cache (no rss_feed and rss_item tables)"
        case .untranslatableAttribute: "newsboat's attribute '{1}' has no Byline meaning"
        case .queryHasNoBylineForm: "query feed {1} has no Byline form: expression {2}"
        case .queryHasNoName: "a query feed is written \"query:Name:EXPRESSION\"; this one has no ':' after its name"
        case .expressionNeeded: "{1} needs an expression"
        case .settingExpression: "{1}: expression {2}"
        case .unclosedQuote: "a quote (\") is opened and never closed"
        case .browserNeedsShell: "browser {1} needs a shell, which Byline does not run; write the command and its arguments without shell operators"
        case .browserWords: "browser: {1}"
        case .skipBackticks: "{1} (runs a command in backticks)"
        case .skipProxyOff: "proxy (use-proxy is no)"
        case .skipYourSetting: "{1} (your Byline config sets it)"
        case .skipSourceNotRead: "the articles of {1} (Byline does not read that source)"
        case .skipOrphan: "1 article of a feed not in the urls file"
        case .skipOrphans: "{1} articles of feeds not in the urls file"
        case .skipQuery: "query feed {1}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .sourcesAdded: "소스: {2}에 {1}개 추가"
        case .sourcesAddedSomeListed: "소스: {2}에 {1}개 추가 ({3}개는 이미 있음)"
        case .settingsCarried: "설정: {2}에 {1}개 옮김"
        case .articlesFromOneFeed: "기사: 피드 1개에서 {1}개 (읽지 않음 {2}, 별표 {3}), {4}에 저장"
        case .articlesFromFeeds: "기사: 피드 {2}개에서 {1}개 (읽지 않음 {3}, 별표 {4}), {5}에 저장"
        case .notCarried: "옮기지 못한 것: {1}"
        case .notCarriedNothing: "옮기지 못한 것: 없음"
        case .fileMissing: "참고: {1}이(가) 없어 가져온 것이 없습니다"
        case .warning: "경고: {1}"
        case .exportFormat: "export --format은 opml 또는 newsboat-urls입니다 ({1}은(는) 아님)"
        case .exportLeftOut: "참고: newsboat이 가져올 수 없어 뺀 소스: {1}"
        case .nothingThere: "{1}에 newsboat 파일(urls, config, cache.db)이 없습니다. newsboat 폴더를 지정하세요: byline import --from-newsboat DIR"
        case .noHome: "HOME이 절대 경로로 설정되지 않아 newsboat 폴더를 찾을 수 없습니다. 폴더를 지정하세요: byline import --from-newsboat DIR"
        case .cannotReadCache: "newsboat 캐시 {1}을(를) 읽을 수 없습니다: {2}"
        case .noSuchFile: "그런 파일이 없습니다"
        case .notANewsboatCache: "newsboat 캐시가 아닙니다 (rss_feed, rss_item 테이블이 없음)"
        case .untranslatableAttribute: "newsboat의 속성 '{1}'은(는) Byline에 해당하는 것이 없습니다"
        case .queryHasNoBylineForm: "쿼리 피드 {1}을(를) Byline 형식으로 바꿀 수 없습니다: 식 {2}"
        case .queryHasNoName: "쿼리 피드는 \"query:이름:식\" 형식입니다. 이 줄에는 이름 뒤에 ':'이 없습니다"
        case .expressionNeeded: "{1}에는 식이 필요합니다"
        case .settingExpression: "{1}: 식 {2}"
        case .unclosedQuote: "따옴표(\")가 열린 채 닫히지 않았습니다"
        case .browserNeedsShell: "browser {1}은(는) 셸이 필요한데 Byline은 셸을 실행하지 않습니다. 셸 연산자 없이 명령과 인수만 쓰세요"
        case .browserWords: "browser 설정: {1}"
        case .skipBackticks: "{1} (백틱으로 명령을 실행함)"
        case .skipProxyOff: "proxy (use-proxy가 no)"
        case .skipYourSetting: "{1} (Byline 설정에 이미 있음)"
        case .skipSourceNotRead: "{1}의 기사 (Byline이 읽지 않는 소스)"
        case .skipOrphan: "urls 파일에 없는 피드의 기사 1개"
        case .skipOrphans: "urls 파일에 없는 피드의 기사 {1}개"
        case .skipQuery: "쿼리 피드 {1}"
        }
    }
}
