import BylineText

/// The command line's help: what each command does, at length and in one line, and what
/// its examples do; and the words of the overview.
public enum CommandHelpText: String, CatalogueMessage {
    case browseSummary, browseDetails
    case refreshSummary, refreshDetails, refreshExample
    case listSummary, listDetails, listExampleUnread, listExampleJSON
    case showSummary, showDetails, showExample
    case extractSummary, extractDetails, extractExample
    case markSummary, markDetails, markExample
    case addSummary, addDetails, addExampleTag, addExamplePick
    case removeSummary, removeDetails, removeExampleURL, removeExampleTitle
    case importSummary, importDetails, importExample
    case exportSummary, exportDetails, exportExample
    case requestSummary, requestDetails, requestExampleGet, requestExamplePut
    case accountSummary, accountDetails, accountExample
    case syncSummary, syncDetails
    case helpSummary, helpDetails
    case completionsSummary, completionsDetails, completionsExampleBash, completionsExampleZsh, completionsExampleFish
    case manSummary, manDetails, manExample
    case sourcesSummary

    /// The English template.
    public var english: String {
        switch self {
        case .browseSummary: "open the terminal browser (what plain 'byline' does)"
        case .browseDetails: "Opens the terminal browser. Keys: arrows or j/k move, Enter opens, r refreshes, / filters, ? shows every key, q quits."
        case .refreshSummary: "fetch every source into the cache; one line per source"
        case .refreshDetails:
            "Fetches every source into the cache (and syncs every account) and prints one line per source, then a summary. Every source is asked again with a conditional GET, whatever its <ttl> or caching headers say; only a server's Retry-After, a 410 Gone and the back-off after failures hold one back, and its line says until when. Exit status 1 when any source failed; whatever succeeded is stored."
        case .refreshExample: "refresh from cron: silent unless a source fails"
        case .listSummary: "print cached articles (--json for scripts)"
        case .listDetails:
            "Prints cached articles, newest first: date, source, title and id, separated by tabs; --json prints an array of objects. --filter takes newsboat's filter language, e.g. 'title =~ \"swift\" and age < 7' or 'tags # \"tech\"' (attributes title author link content feedtitle feedurl tags unread starred flags age date enclosure_url enclosure_type has_enclosure; operators = != =~ !~ # !# < > <= >= between A:B; and, or, parentheses)."
        case .listExampleUnread: "the 20 newest unread articles"
        case .listExampleJSON: "every article about Swift, as JSON"
        case .showSummary: "print one article as the reader shows it (--full: the stored page)"
        case .showDetails:
            "Prints one article as the detail pane shows it, wrapped to --width columns; --full prints the reader-mode page stored for it (press f on it in the browser to fetch one)."
        case .showExample: "article 42, wrapped to 72 columns"
        case .extractSummary: "reader mode: the article in a web page, title first"
        case .extractDetails:
            "Finds the article in a saved page or at a URL, as Firefox's Reader View does, and prints its title on the first line, then the article."
        case .extractExample: "the article of a saved page as plain text"
        case .markSummary: "mark articles read, unread, starred or unstarred"
        case .markDetails: "Marks articles read or unread, starred or not. Give at least one of the options; --read and --star may go together."
        case .markExample: "marks articles 12 and 13 read and starred"
        case .addSummary: "subscribe to a feed, or find the feeds of a web page"
        case .addDetails:
            "Adds URL to your urls file when it is a feed. When it is a web page, finds its feeds: the <link rel=\"alternate\"> of RSS, Atom and JSON Feed types, else the usual paths ({1}). One feed found is added; several are listed by number to choose with --pick N, or all with --all. A feed the urls file already lists is never added twice. Exit status 1 when nothing was found, or when several were found and none chosen."
        case .addExampleTag: "finds the blog's feed and adds it with the tag tech"
        case .addExamplePick: "adds the second of the page's feeds"
        case .removeSummary: "unsubscribe from a source and delete its articles"
        case .removeDetails:
            "Removes the source's line from your urls file (every other line stays byte for byte) and deletes its articles from the cache, except the starred ones, which stay until unstarred. SOURCE is the URL (compared as the urls file compares duplicates) or the title, the one in the urls file or the feed's own, ignoring case. Nothing is asked; the removed line is printed, so 'byline add' can bring it back. It is one operation: a cache too busy to record it removes nothing, and a remove interrupted after the line went is finished by the next byline, or by running it again."
        case .removeExampleURL: "unsubscribes and deletes the unstarred articles"
        case .removeExampleTitle: "unsubscribes by title, keeping every article"
        case .importSummary: "add the feeds of an OPML or newsboat urls file to your urls file"
        case .importDetails: "Adds the sources of an OPML file or a newsboat urls file to your urls file, without duplicates."
        case .importExample: "brings newsboat's feeds, tags and titles across"
        case .exportSummary: "print your sources as OPML 2.0"
        case .exportDetails:
            "Prints your sources as OPML 2.0: each tag a folder (other readers import them as folders), a feed without a title named by the title its feed gave. Query feeds are left out (OPML has none); they stay in your urls file. Passwords and keys in addresses are printed as [redacted] unless --with-passwords is given."
        case .exportExample: "saves the sources for another reader"
        case .requestSummary: "send one HTTP request and print the status, headers and body"
        case .requestDetails:
            """
            Sends one HTTP request through Byline's network layer, like HTTPie. On a terminal it prints the status line, the response headers and the body (JSON pretty-printed, control characters removed, binary bodies summarised); piped, only the body, byte for byte as it arrives. The method is GET, or POST when a body is given.

            A URL without a scheme gets http:// for localhost and 127.0.0.1, https:// otherwise; :PORT/path means http://localhost:PORT/path. user:pass@ in the URL is sent as Basic auth and never shown. Credentials never follow a redirect to another host. 303, and 301/302 after POST, become a GET without the body.

            exit status (HTTPie's --check-status): 0 for 2xx, 2 timeout, 3 unexpected 3xx, 4 for 4xx, 5 for 5xx, 6 too many redirects, 1 other failures (connection refused, body too large), 2 with a usage line for bad arguments.
            """
        case .requestExampleGet: "GET http://localhost:8080/api?q=swift"
        case .requestExamplePut: "sends {\"name\": \"Byline\"} with PUT"
        case .accountSummary: "add, list or remove sync accounts (Google Reader API, Fever)"
        case .accountDetails:
            "Adds, lists or removes sync accounts. 'account add NAME --type greader|fever --url URL --user USER' needs --password-stdin or --password-command; the password never goes on the command line. 'account remove NAME' keeps the account's articles in the cache."
        case .accountExample: "adds a Fever account with a stored password"
        case .syncSummary: "sync every account (or one) with its server; refresh does it too"
        case .syncDetails:
            "Sends the read and star changes made here, then fetches subscriptions, new articles and read and starred state from every account's server (or only NAME). Exit status 1 when any account failed."
        case .helpSummary: "explain a command"
        case .helpDetails: "Prints the overview of every command, or the help page of COMMAND (as 'byline COMMAND --help' does)."
        case .completionsSummary: "print a completion script for bash, zsh or fish"
        case .completionsDetails:
            "Prints a script that completes byline's commands, options, option values with fixed choices, file names, and the sources of your urls file (for remove and list --source). Load it from your shell's start-up file."
        case .completionsExampleBash: "in ~/.bashrc"
        case .completionsExampleZsh: "with ~/.zfunc on $fpath"
        case .completionsExampleFish: "for fish"
        case .manSummary: "print the manual page (roff), made from the same specs as the help"
        case .manDetails: "Prints byline(1): every command, option and setting. scripts/generate-man.sh writes man/byline.1 with it."
        case .manExample: "reads the manual without installing it"
        case .sourcesSummary: "print the urls file's sources, one per line (for completions)"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .browseSummary: "터미널 브라우저를 엽니다 ('byline'만 입력해도 같습니다)"
        case .browseDetails: "터미널 브라우저를 엽니다. 키: 화살표나 j/k로 이동, Enter 열기, r 새로 고침, / 거르기, ? 모든 키 보기, q 끝내기."
        case .refreshSummary: "모든 소스를 캐시로 가져옵니다. 소스마다 한 줄"
        case .refreshDetails:
            "모든 소스를 캐시로 가져오고(계정도 모두 동기화합니다) 소스마다 한 줄, 끝에 요약을 출력합니다. <ttl>이나 캐시 헤더와 상관없이 모든 소스에 조건부 GET으로 다시 묻습니다. 서버의 Retry-After, 410 Gone, 실패 뒤의 대기만 소스를 미루며, 그 줄에 언제까지인지 적습니다. 실패한 소스가 하나라도 있으면 종료 코드는 1이며, 성공한 것은 모두 저장됩니다."
        case .refreshExample: "cron에서 새로 고침: 실패한 소스가 없으면 아무것도 출력하지 않습니다"
        case .listSummary: "캐시의 기사를 출력합니다 (스크립트용 --json)"
        case .listDetails:
            "캐시의 기사를 최신순으로 날짜, 소스, 제목, id를 탭으로 나눠 출력합니다. --json은 객체 배열을 출력합니다. --filter는 newsboat의 필터 언어를 받습니다. 예: 'title =~ \"swift\" and age < 7', 'tags # \"tech\"' (속성 title author link content feedtitle feedurl tags unread starred flags age date enclosure_url enclosure_type has_enclosure, 연산자 = != =~ !~ # !# < > <= >= between A:B, and, or, 괄호)."
        case .listExampleUnread: "읽지 않은 최신 기사 20개"
        case .listExampleJSON: "Swift에 관한 모든 기사를 JSON으로"
        case .showSummary: "기사 하나를 읽기 화면 그대로 출력합니다 (--full: 저장된 페이지)"
        case .showDetails: "기사 하나를 상세 창처럼 --width 열에 맞춰 출력합니다. --full은 저장된 읽기 모드 페이지를 출력합니다 (브라우저에서 그 기사에 f를 누르면 가져옵니다)."
        case .showExample: "기사 42를 72열에 맞춰"
        case .extractSummary: "읽기 모드: 웹 페이지의 본문을 제목부터 출력합니다"
        case .extractDetails: "저장한 페이지나 URL에서 Firefox의 읽기 보기처럼 본문을 찾아, 첫 줄에 제목을, 이어서 본문을 출력합니다."
        case .extractExample: "저장한 페이지의 본문을 일반 텍스트로"
        case .markSummary: "기사를 읽음, 읽지 않음, 별표, 별표 해제로 표시합니다"
        case .markDetails: "기사를 읽음이나 읽지 않음으로, 별표로 표시하거나 해제합니다. 옵션을 하나 이상 주세요. --read와 --star는 함께 쓸 수 있습니다."
        case .markExample: "기사 12와 13을 읽음과 별표로 표시합니다"
        case .addSummary: "피드를 구독하거나 웹 페이지의 피드를 찾습니다"
        case .addDetails:
            "URL이 피드이면 urls 파일에 추가합니다. 웹 페이지이면 피드를 찾습니다: RSS, Atom, JSON Feed 형식의 <link rel=\"alternate\">를, 없으면 흔히 쓰는 경로({1})를 봅니다. 피드가 하나면 추가하고, 여럿이면 번호를 매겨 보여 주니 --pick N으로 고르거나 --all로 모두 추가하세요. urls 파일에 이미 있는 피드는 두 번 추가하지 않습니다. 찾지 못했거나, 여럿을 찾았는데 고르지 않았으면 종료 코드는 1입니다."
        case .addExampleTag: "블로그의 피드를 찾아 tech 태그를 붙여 추가합니다"
        case .addExamplePick: "페이지의 피드 중 두 번째를 추가합니다"
        case .removeSummary: "소스 구독을 끊고 그 기사를 지웁니다"
        case .removeDetails:
            "urls 파일에서 그 소스의 줄을 지우고(다른 줄은 바이트 하나 바뀌지 않습니다) 캐시에서 그 기사를 지웁니다. 별표한 기사는 별표를 뗄 때까지 남습니다. SOURCE는 URL(urls 파일이 중복을 비교하는 방식으로 비교)이나 제목(urls 파일의 제목이나 피드 자체의 제목, 대소문자 무시)입니다. 아무것도 묻지 않으며, 지운 줄을 출력하니 'byline add'로 되살릴 수 있습니다. 한 번의 작업입니다: 캐시가 바빠 기록할 수 없으면 아무것도 지우지 않고, 줄을 지운 뒤 중단되면 다음 byline 실행이나 다시 실행한 remove가 마무리합니다."
        case .removeExampleURL: "구독을 끊고 별표 없는 기사를 지웁니다"
        case .removeExampleTitle: "제목으로 구독을 끊고 기사는 모두 남깁니다"
        case .importSummary: "OPML이나 newsboat urls 파일의 피드를 내 urls 파일에 더합니다"
        case .importDetails: "OPML 파일이나 newsboat urls 파일의 소스를 중복 없이 내 urls 파일에 더합니다."
        case .importExample: "newsboat의 피드, 태그, 제목을 가져옵니다"
        case .exportSummary: "내 소스를 OPML 2.0으로 출력합니다"
        case .exportDetails:
            "내 소스를 OPML 2.0으로 출력합니다: 태그마다 폴더가 되고(다른 리더는 폴더로 가져옵니다), 제목이 없는 피드는 피드가 알려 준 제목으로 적습니다. 쿼리 피드는 OPML에 없으므로 빠지며 urls 파일에 그대로 남습니다. 주소 속 비밀번호와 키는 --with-passwords를 주지 않으면 [redacted]로 적습니다."
        case .exportExample: "다른 리더에서 쓰도록 소스를 저장합니다"
        case .requestSummary: "HTTP 요청 하나를 보내고 상태, 헤더, 본문을 출력합니다"
        case .requestDetails:
            """
            Byline의 네트워크 계층으로 HTTPie처럼 HTTP 요청 하나를 보냅니다. 터미널에서는 상태 줄, 응답 헤더, 본문(JSON은 보기 좋게, 제어 문자는 빼고, 바이너리 본문은 요약)을 출력하고, 파이프로는 본문만 받은 그대로 출력합니다. 메서드는 GET이며, 본문이 있으면 POST입니다.

            스킴 없는 URL은 localhost와 127.0.0.1이면 http://, 아니면 https://가 붙습니다. :PORT/path는 http://localhost:PORT/path입니다. URL의 user:pass@는 Basic 인증으로 보내며 화면에 보이지 않습니다. 자격 증명은 다른 호스트로의 리디렉션을 따라가지 않습니다. 303, 그리고 POST 뒤의 301/302는 본문 없는 GET이 됩니다.

            종료 코드(HTTPie의 --check-status): 2xx는 0, 시간 초과 2, 예상하지 못한 3xx는 3, 4xx는 4, 5xx는 5, 리디렉션이 너무 많으면 6, 그 밖의 실패(연결 거부, 너무 큰 본문)는 1, 잘못된 인자는 사용법과 함께 2.
            """
        case .requestExampleGet: "GET http://localhost:8080/api?q=swift 요청을 보냅니다"
        case .requestExamplePut: "PUT으로 {\"name\": \"Byline\"}을 보냅니다"
        case .accountSummary: "동기화 계정을 추가, 나열, 삭제합니다 (Google Reader API, Fever)"
        case .accountDetails:
            "동기화 계정을 추가, 나열, 삭제합니다. 'account add NAME --type greader|fever --url URL --user USER'에는 --password-stdin이나 --password-command가 필요하며, 비밀번호는 명령줄에 쓰지 않습니다. 'account remove NAME'은 그 계정의 기사를 캐시에 남깁니다."
        case .accountExample: "비밀번호를 저장해 Fever 계정을 추가합니다"
        case .syncSummary: "모든 계정(또는 하나)을 서버와 동기화합니다. refresh도 동기화합니다"
        case .syncDetails: "여기서 바꾼 읽음과 별표를 보낸 뒤, 모든 계정(또는 NAME)의 서버에서 구독, 새 기사, 읽음과 별표 상태를 가져옵니다. 실패한 계정이 있으면 종료 코드는 1입니다."
        case .helpSummary: "명령을 설명합니다"
        case .helpDetails: "모든 명령의 개요나, COMMAND의 도움말을 출력합니다 ('byline COMMAND --help'와 같습니다)."
        case .completionsSummary: "bash, zsh, fish용 자동 완성 스크립트를 출력합니다"
        case .completionsDetails:
            "byline의 명령, 옵션, 정해진 선택지가 있는 옵션 값, 파일 이름, 그리고 urls 파일의 소스(remove와 list --source용)를 완성하는 스크립트를 출력합니다. 셸의 시작 파일에서 불러오세요."
        case .completionsExampleBash: "~/.bashrc에"
        case .completionsExampleZsh: "~/.zfunc가 $fpath에 있을 때"
        case .completionsExampleFish: "fish용"
        case .manSummary: "도움말과 같은 명세로 만든 매뉴얼 페이지(roff)를 출력합니다"
        case .manDetails: "byline(1)을 출력합니다: 모든 명령, 옵션, 설정. scripts/generate-man.sh가 이것으로 man/byline.1을 씁니다."
        case .manExample: "설치하지 않고 매뉴얼을 읽습니다"
        case .sourcesSummary: "urls 파일의 소스를 한 줄에 하나씩 출력합니다 (자동 완성용)"
        }
    }
}
