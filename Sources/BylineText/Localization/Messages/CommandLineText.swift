/// What the command line says while it runs `add`, `remove`, `help`, `completions` and
/// `man`, and its usage errors about positional words.
public enum CommandLineText: String, CatalogueMessage {
    case needs, takesNoArguments, takesAtMostOneArgument, takesAtMostArguments, tryHelp
    case noHelpForCommand, noCompletionsForShell, cannotWriteFile
    case chooseAllOrPick, titleWithAll, accountFindsFeed, alreadyListed, pageLinksToFeeds, sayWhichToAdd, pickOutOfRange
    case added, refreshToFetch, notAnHTTPAddress, noFeedFound
    case removedLine, articlesStay, deletedArticle, deletedArticles, keptStarred
    case noSuchSource, ambiguousTitle

    /// The English template.
    public var english: String {
        switch self {
        case .needs: "{1} needs {2}"
        case .takesNoArguments: "{1} takes no arguments; unexpected '{2}'"
        case .takesAtMostOneArgument: "{1} takes at most 1 argument; unexpected '{2}'"
        case .takesAtMostArguments: "{1} takes at most {2} arguments; unexpected '{3}'"
        case .tryHelp: "Try '{1}' for more."
        case .noHelpForCommand: "no help for unknown command '{1}'"
        case .noCompletionsForShell: "no completions for '{1}' (bash, zsh or fish)"
        case .cannotWriteFile: "cannot write {1}: {2}"
        case .chooseAllOrPick: "choose one of --all and --pick"
        case .titleWithAll: "--title names one feed; leave it out with --all"
        case .accountFindsFeed: "with --account the server finds the feed; leave out --all and --pick"
        case .alreadyListed: "already in your urls file: {1}"
        case .pageLinksToFeeds: "{1} links to {2} feeds:"
        case .sayWhichToAdd: "say which to add: --pick N (1 to {1}), or --all"
        case .pickOutOfRange: "--pick {1}: the page links to only {2} feeds"
        case .added: "added {1} to {2}"
        case .refreshToFetch: "run 'byline refresh' to fetch it"
        case .notAnHTTPAddress: "'{1}' is not an http or https address"
        case .noFeedFound: "no feed found at {1}: it is not a feed, links to none, and none of {2} holds one"
        case .removedLine: "removed {1}:{2}: {3}"
        case .articlesStay: "its articles stay in the cache"
        case .deletedArticle: "deleted 1 article from the cache"
        case .deletedArticles: "deleted {1} articles from the cache"
        case .keptStarred: "; kept {1} starred"
        case .noSuchSource: "no source '{1}' in your urls file (give its URL or title)"
        case .ambiguousTitle: "'{1}' is the title of {2} sources ({3}); give its URL"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .needs: "{1}에는 {2}이(가) 필요합니다"
        case .takesNoArguments: "{1}은(는) 인자를 받지 않습니다. 예상하지 못한 '{2}'"
        case .takesAtMostOneArgument: "{1}은(는) 인자를 하나까지만 받습니다. 예상하지 못한 '{2}'"
        case .takesAtMostArguments: "{1}은(는) 인자를 {2}개까지만 받습니다. 예상하지 못한 '{3}'"
        case .tryHelp: "자세한 내용은 '{1}'을(를) 실행해 보세요."
        case .noHelpForCommand: "'{1}'이라는 명령은 없어 도움말을 보여 줄 수 없습니다"
        case .noCompletionsForShell: "'{1}'용 자동 완성은 없습니다 (bash, zsh, fish 중 하나)"
        case .cannotWriteFile: "{1}에 쓸 수 없습니다: {2}"
        case .chooseAllOrPick: "--all과 --pick 중 하나만 고르세요"
        case .titleWithAll: "--title은 피드 하나의 이름입니다. --all과 함께 쓰지 마세요"
        case .accountFindsFeed: "--account를 쓰면 서버가 피드를 찾습니다. --all과 --pick을 빼세요"
        case .alreadyListed: "이미 urls 파일에 있습니다: {1}"
        case .pageLinksToFeeds: "{1}에 연결된 피드가 {2}개 있습니다:"
        case .sayWhichToAdd: "추가할 피드를 고르세요: --pick N (1~{1}) 또는 --all"
        case .pickOutOfRange: "--pick {1}: 이 페이지에 연결된 피드는 {2}개뿐입니다"
        case .added: "{1}을(를) {2}에 추가했습니다"
        case .refreshToFetch: "'byline refresh'를 실행하면 가져옵니다"
        case .notAnHTTPAddress: "'{1}'은(는) http나 https 주소가 아닙니다"
        case .noFeedFound: "{1}에서 피드를 찾지 못했습니다: 피드가 아니고, 연결된 피드도 없으며, {2} 중 어디에도 피드가 없습니다"
        case .removedLine: "{1}:{2} 줄을 지웠습니다: {3}"
        case .articlesStay: "기사는 캐시에 그대로 남습니다"
        case .deletedArticle: "캐시에서 기사 1개를 지웠습니다"
        case .deletedArticles: "캐시에서 기사 {1}개를 지웠습니다"
        case .keptStarred: ". 별표한 {1}개는 남겼습니다"
        case .noSuchSource: "urls 파일에 '{1}' 소스가 없습니다 (URL이나 제목을 주세요)"
        case .ambiguousTitle: "'{1}'이라는 제목의 소스가 {2}개 있습니다 ({3}). URL을 주세요"
        }
    }
}
