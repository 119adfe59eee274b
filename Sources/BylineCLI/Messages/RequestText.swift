import BylineText

/// What `byline request` says in its own words: mistakes in its arguments, and its error
/// and progress lines (the HTTP it prints stays as the protocol writes it).
public enum RequestText: String, CatalogueMessage {
    case cannotReadSession, cannotSaveSession, alreadyComplete, theFile, passwordPrompt
    case redirectsNotFollowed, unexpectedStatus, checkAPIKey
    case cannotWrite, cannotWriteBecause, saved, resumed, binaryNotShown, binaryData
    case needsURL, takesOneURL, invalidMethod, timeout, maxSize, chooseBodyOrHeaders, continueNeedsFile
    case printLetters, sessionName, chooseBodyKind, cannotReadData, standardInput
    case authType, authTypeNeedsAuth, needsPassword, headerForm, headerLineBreak, invalidHeaderName
    case jsonValue, needsPair, needsName

    /// The English template.
    public var english: String {
        switch self {
        case .cannotReadSession: "cannot read session '{1}': {2}"
        case .cannotSaveSession: "cannot save the session: {1}"
        case .alreadyComplete: "{1} is already complete"
        case .theFile: "the file"
        case .passwordPrompt: "password for {1}: "
        case .redirectsNotFollowed: " (redirects are not followed with --max-redirects 0)"
        case .unexpectedStatus: "unexpected status {1}"
        case .checkAPIKey: " (check NEWSAPI_KEY)"
        case .cannotWrite: "cannot write '{1}'"
        case .cannotWriteBecause: "cannot write '{1}': {2}"
        case .saved: "saved {1} bytes to {2}"
        case .resumed: " (resumed)"
        case .binaryNotShown: "[{1} bytes of {2} not shown; use --output FILE to save them]"
        case .binaryData: "binary data"
        case .needsURL: "request needs a URL"
        case .takesOneURL: "request takes one URL; unexpected '{1}'"
        case .invalidMethod: "'{1}' is not a valid method name"
        case .timeout: "--timeout must be a number of seconds between 0 and 3600, not '{1}'"
        case .maxSize: "--max-size needs a size such as 100M, 2G or 4096, not '{1}'"
        case .chooseBodyOrHeaders: "choose one of --body and --headers"
        case .continueNeedsFile: "--continue resumes a download: use it with --download or --output FILE"
        case .printLetters:
            "--print takes letters among H, B, h and b (request headers and body, response headers and body), not '{1}'"
        case .sessionName: "--session needs a plain name (letters, digits, '-', '_', '.'), not '{1}'"
        case .chooseBodyKind: "choose one of --json, --form, --data and --data-raw"
        case .cannotReadData: "cannot read {1} for --data: {2} (--data-raw sends text starting with @ as it is)"
        case .standardInput: "standard input"
        case .authType: "--auth-type is basic or bearer, not '{1}'"
        case .authTypeNeedsAuth: "--auth-type needs -a/--auth"
        case .needsPassword: "-a {1} needs a password: give -a USER:PASS (there is no terminal to ask on)"
        case .headerForm: "-H needs 'Name: value', not '{1}'"
        case .headerLineBreak: "the value of header '{1}' contains a line break"
        case .invalidHeaderName: "'{1}' is not a valid header name"
        case .jsonValue: "--json {1}:= needs a JSON value (3, true, \"text\", [1,2], {\"a\":1}), not '{2}'"
        case .needsPair: "{1} needs name=value, not '{2}'"
        case .needsName: "{1} needs a name before '=' in '{2}'"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .cannotReadSession: "세션 '{1}'을(를) 읽을 수 없습니다: {2}"
        case .cannotSaveSession: "세션을 저장할 수 없습니다: {1}"
        case .alreadyComplete: "{1}은(는) 이미 다 받았습니다"
        case .theFile: "파일"
        case .passwordPrompt: "{1}의 비밀번호: "
        case .redirectsNotFollowed: " (--max-redirects 0에서는 리디렉션을 따라가지 않습니다)"
        case .unexpectedStatus: "예상하지 못한 상태 {1}"
        case .checkAPIKey: " (NEWSAPI_KEY를 확인하세요)"
        case .cannotWrite: "'{1}'에 쓸 수 없습니다"
        case .cannotWriteBecause: "'{1}'에 쓸 수 없습니다: {2}"
        case .saved: "{1}바이트를 {2}에 저장했습니다"
        case .resumed: " (이어 받음)"
        case .binaryNotShown: "[{2} {1}바이트는 보여 주지 않습니다. 저장하려면 --output FILE을 쓰세요]"
        case .binaryData: "바이너리 데이터"
        case .needsURL: "request에는 URL이 필요합니다"
        case .takesOneURL: "request은(는) URL을 하나만 받습니다. 예상하지 못한 '{1}'"
        case .invalidMethod: "'{1}'은(는) 올바른 메서드 이름이 아닙니다"
        case .timeout: "--timeout은(는) 0에서 3600 사이의 초 단위 숫자여야 합니다 ('{1}'이(가) 아님)"
        case .maxSize: "--max-size에는 100M, 2G, 4096 같은 크기가 필요합니다 ('{1}'이(가) 아님)"
        case .chooseBodyOrHeaders: "--body와 --headers 중 하나만 고르세요"
        case .continueNeedsFile: "--continue은(는) 다운로드를 이어 받습니다: --download나 --output FILE과 함께 쓰세요"
        case .printLetters:
            "--print은(는) H, B, h, b 중의 글자를 받습니다 (요청 헤더와 본문, 응답 헤더와 본문). '{1}'은(는) 안 됩니다"
        case .sessionName: "--session에는 단순한 이름(글자, 숫자, '-', '_', '.')이 필요합니다 ('{1}'이(가) 아님)"
        case .chooseBodyKind: "--json, --form, --data, --data-raw 중 하나만 고르세요"
        case .cannotReadData: "--data로 보낼 {1}을(를) 읽을 수 없습니다: {2} (--data-raw은(는) @로 시작하는 텍스트를 그대로 보냅니다)"
        case .standardInput: "표준 입력"
        case .authType: "--auth-type은(는) basic 또는 bearer입니다 ('{1}'이(가) 아님)"
        case .authTypeNeedsAuth: "--auth-type에는 -a/--auth가 필요합니다"
        case .needsPassword: "-a {1}에는 비밀번호가 필요합니다: -a USER:PASS로 주세요 (물어볼 터미널이 없습니다)"
        case .headerForm: "-H에는 'Name: value' 형식이 필요합니다 ('{1}'이(가) 아님)"
        case .headerLineBreak: "헤더 '{1}'의 값에 줄바꿈이 있습니다"
        case .invalidHeaderName: "'{1}'은(는) 올바른 헤더 이름이 아닙니다"
        case .jsonValue: "--json {1}:=에는 JSON 값(3, true, \"text\", [1,2], {\"a\":1})이 필요합니다 ('{2}'이(가) 아님)"
        case .needsPair: "{1}에는 name=value 형식이 필요합니다 ('{2}'이(가) 아님)"
        case .needsName: "{1}: '{2}'에서 '=' 앞에 이름이 필요합니다"
        }
    }
}
