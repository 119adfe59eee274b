import BylineText

/// The words about Byline as a whole in `byline --help` and the man page: the
/// introduction, the environment, the exit statuses and the headings.
public enum OverviewText: String, CatalogueMessage {
    case title, introduction, exitStatus
    case commandsHeading, globalOptionsHeading, environmentHeading, argumentsHeading, optionsHeading, examplesHeading
    case globalOptionsLine
    case newsAPIKey, newsAPIURL, configHome, dataHome, noColor, browser, proxy
    case manGlobalOptions, manExamples, manConfiguration, manDefaultConfig, manConfigFile, manURLsFile, manCacheFile

    /// The English template.
    public var english: String {
        switch self {
        case .title: "byline {1} — a terminal news browser"
        case .introduction:
            "With no command, byline opens the browser: headlines on the left, the article on the right. With no source configured it shows a bundled demo set, offline."
        case .exitStatus:
            "exit status: 0 success, 1 failure (for refresh: at least one source failed), 2 usage error ('byline help request' for its own codes)"
        case .commandsHeading: "commands:"
        case .globalOptionsHeading: "global options (before or after the command):"
        case .environmentHeading: "environment:"
        case .argumentsHeading: "arguments:"
        case .optionsHeading: "options:"
        case .examplesHeading: "examples:"
        case .globalOptionsLine: "global options: {1} (see 'byline help')"
        case .newsAPIKey: "your NewsAPI key (sent only in the X-Api-Key header)"
        case .newsAPIURL: "another NewsAPI base URL (a mirror, a test server)"
        case .configHome: "where the config and urls files live (default ~/.config)"
        case .dataHome: "where the cache lives (default ~/.local/share)"
        case .noColor: "draw without color (the color setting 'yes' overrides it)"
        case .browser: "the command that opens links, when the browser setting is not given"
        case .proxy: "the proxy, as in curl, when the proxy setting is not given"
        case .manGlobalOptions: "Global options may stand before or after the command."
        case .manExamples: "Examples:"
        case .manConfiguration:
            "The config file holds one setting per line, a name and a value separated by spaces; '#' starts a comment and values with spaces go in double quotes. A line Byline cannot use is reported with its line number and the other lines still apply. The default config, with every setting commented out, is in Resources/config.default."
        case .manDefaultConfig: "In the default config:"
        case .manConfigFile: "settings (see CONFIGURATION); ~/.config when XDG_CONFIG_HOME is unset"
        case .manURLsFile: "the sources, one per line, in newsboat's urls format"
        case .manCacheFile: "the offline cache; ~/.local/share when XDG_DATA_HOME is unset"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .title: "byline {1} — 터미널 뉴스 브라우저"
        case .introduction: "명령 없이 실행하면 byline은 브라우저를 엽니다: 왼쪽에 헤드라인, 오른쪽에 기사. 설정된 소스가 없으면 내장된 데모 기사를 오프라인으로 보여 줍니다."
        case .exitStatus: "종료 코드: 0 성공, 1 실패 (refresh는 소스가 하나라도 실패), 2 사용법 오류 (request 고유의 코드는 'byline help request')"
        case .commandsHeading: "명령:"
        case .globalOptionsHeading: "전역 옵션 (명령 앞이나 뒤):"
        case .environmentHeading: "환경 변수:"
        case .argumentsHeading: "인자:"
        case .optionsHeading: "옵션:"
        case .examplesHeading: "예:"
        case .globalOptionsLine: "전역 옵션: {1} ('byline help' 참고)"
        case .newsAPIKey: "NewsAPI 키 (X-Api-Key 헤더로만 보냅니다)"
        case .newsAPIURL: "다른 NewsAPI 기본 URL (미러, 테스트 서버)"
        case .configHome: "설정 파일과 urls 파일이 있는 곳 (기본값 ~/.config)"
        case .dataHome: "캐시가 있는 곳 (기본값 ~/.local/share)"
        case .noColor: "색 없이 그립니다 (color 설정이 'yes'이면 무시)"
        case .browser: "browser 설정이 없을 때 링크를 여는 명령"
        case .proxy: "proxy 설정이 없을 때 curl처럼 쓰는 프록시"
        case .manGlobalOptions: "전역 옵션은 명령 앞이나 뒤에 올 수 있습니다."
        case .manExamples: "예:"
        case .manConfiguration:
            "설정 파일에는 한 줄에 설정 하나를, 이름과 값을 공백으로 나눠 씁니다. '#'부터는 주석이고, 공백이 든 값은 큰따옴표로 감쌉니다. Byline이 쓸 수 없는 줄은 줄 번호와 함께 알리고 나머지 줄은 그대로 적용합니다. 모든 설정을 주석으로 담은 기본 설정은 Resources/config.default에 있습니다."
        case .manDefaultConfig: "기본 설정에서:"
        case .manConfigFile: "설정 (CONFIGURATION 참고). XDG_CONFIG_HOME이 없으면 ~/.config"
        case .manURLsFile: "소스, 한 줄에 하나씩, newsboat의 urls 형식"
        case .manCacheFile: "오프라인 캐시. XDG_DATA_HOME이 없으면 ~/.local/share"
        }
    }
}
