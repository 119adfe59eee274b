import BylineText

/// What `byline account add|list|remove` and `byline sync` say about the sync accounts.
public enum AccountText: String, CatalogueMessage {
    case listTakesNoArguments, sayWhichToRemove, unknownAction, noPasswordOnStdin
    case added, updated, noAccounts, noAccountsToSync, passwordStored, passwordFrom
    case changeDropped, changesDropped, removed
    case sayName, addTakesOneName, typeNeeded, typeInvalid, urlNeeded, userNeeded
    case passwordCommandEmpty, choosePasswordSource, sayPasswordSource

    /// The English template.
    public var english: String {
        switch self {
        case .listTakesNoArguments: "'account list' takes no arguments"
        case .sayWhichToRemove: "say which account to remove: byline account remove NAME"
        case .unknownAction: "unknown account action '{1}' (expected add, list or remove)"
        case .noPasswordOnStdin: "no password on stdin (pipe it in: printf '%s' \"$PASSWORD\" | byline account add …)"
        case .added: "added account {1} ({2}, {3}); run 'byline sync {1}' to sync it"
        case .updated: "updated account {1} ({2}, {3}); run 'byline sync {1}' to sync it"
        case .noAccounts: "no accounts (add one with 'byline account add')"
        case .noAccountsToSync: "no accounts to sync (add one with 'byline account add')"
        case .passwordStored: "password stored"
        case .passwordFrom: "password from {1}"
        case .changeDropped: "warning: 1 change not yet sent to {1} dropped"
        case .changesDropped: "warning: {1} changes not yet sent to {2} dropped"
        case .removed: "removed account {1}; its articles stay in the cache"
        case .sayName: "say the account's name: byline account add NAME --type … --url … --user …"
        case .addTakesOneName: "'account add' takes one name; give the rest as options"
        case .typeNeeded: "--type is needed: greader or fever"
        case .typeInvalid: "--type must be greader or fever, not '{1}'"
        case .urlNeeded: "--url is needed (the API's address)"
        case .userNeeded: "--user is needed"
        case .passwordCommandEmpty: "--password-command is empty"
        case .choosePasswordSource: "choose one of --password-stdin and --password-command"
        case .sayPasswordSource: "say where the password comes from: --password-stdin or --password-command CMD"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .listTakesNoArguments: "'account list'은(는) 인자를 받지 않습니다"
        case .sayWhichToRemove: "지울 계정을 주세요: byline account remove NAME"
        case .unknownAction: "알 수 없는 계정 동작 '{1}' (add, list, remove 중 하나)"
        case .noPasswordOnStdin: "표준 입력에 비밀번호가 없습니다 (파이프로 넘기세요: printf '%s' \"$PASSWORD\" | byline account add …)"
        case .added: "계정 {1}({2}, {3})을(를) 추가했습니다. 'byline sync {1}'을(를) 실행하면 동기화합니다"
        case .updated: "계정 {1}({2}, {3})을(를) 고쳤습니다. 'byline sync {1}'을(를) 실행하면 동기화합니다"
        case .noAccounts: "계정이 없습니다 ('byline account add'로 추가하세요)"
        case .noAccountsToSync: "동기화할 계정이 없습니다 ('byline account add'로 추가하세요)"
        case .passwordStored: "비밀번호 저장됨"
        case .passwordFrom: "비밀번호는 {1}에서"
        case .changeDropped: "경고: {1}에 아직 보내지 않은 변경 1개를 버렸습니다"
        case .changesDropped: "경고: {2}에 아직 보내지 않은 변경 {1}개를 버렸습니다"
        case .removed: "계정 {1}을(를) 지웠습니다. 기사는 캐시에 그대로 남습니다"
        case .sayName: "계정 이름을 주세요: byline account add NAME --type … --url … --user …"
        case .addTakesOneName: "'account add'은(는) 이름을 하나만 받습니다. 나머지는 옵션으로 주세요"
        case .typeNeeded: "--type이(가) 필요합니다: greader 또는 fever"
        case .typeInvalid: "--type은(는) greader 또는 fever여야 합니다 ('{1}'이(가) 아님)"
        case .urlNeeded: "--url이(가) 필요합니다 (API의 주소)"
        case .userNeeded: "--user이(가) 필요합니다"
        case .passwordCommandEmpty: "--password-command이(가) 비어 있습니다"
        case .choosePasswordSource: "--password-stdin과 --password-command 중 하나만 고르세요"
        case .sayPasswordSource: "비밀번호를 어디서 받을지 정하세요: --password-stdin 또는 --password-command CMD"
        }
    }
}
