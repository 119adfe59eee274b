import Foundation

/// What `exec:`, `filter:` and `file://` sources, the commands Byline runs and their shell
/// words say when something is wrong.
public enum SourceFormText: String, CatalogueMessage {
    case commandRefused, fileRefused, holdsLineBreak, filterNoColon, filterURL, filterNotHTTP, fileForm
    case commandOf, needsCommand, singleQuoteOpen, doubleQuoteOpen, endsWithBackslash
    case emptyCommand, programNotFound, cannotStart, timedOut1, timedOutN, outputTooLarge
    case endedBySignal, failedWithStatus, stopped, withReason
    case notLocal, queryNotFetched, demoUnreadable, demoNotDecoded
    case fileMissing, notRegularFile, fileUnreadable, fileTooLarge, fileUnreadableBecause

    /// The English template.
    public var english: String {
        switch self {
        case .commandRefused: "{1} sources run a command, so Byline reads them only from your own urls file; add the line there yourself"
        case .fileRefused: "file: sources read a file on this machine, so Byline reads them only from your own urls file; add the line there yourself"
        case .holdsLineBreak: "{1} holds a line break or a NUL"
        case .filterNoColon: "a filter source is written filter:COMMAND:URL; {1} has no ':' before the URL"
        case .filterURL: "the URL of filter source {1}: {2}"
        case .filterNotHTTP: "the URL of filter source {1} must be an http(s) URL"
        case .fileForm: "a local feed is written file:///absolute/path; {1} is not one"
        case .commandOf: "the command of {1}: {2}"
        case .needsCommand: "{1} needs a command"
        case .singleQuoteOpen: "a ' is opened and never closed"
        case .doubleQuoteOpen: "a \" is opened and never closed"
        case .endsWithBackslash: "the line ends with a backslash"
        case .emptyCommand: "the command is empty"
        case .programNotFound: "'{1}' was not found (give its path, or put it on PATH)"
        case .cannotStart: "'{1}' could not start: {2}"
        case .timedOut1: "'{1}' took longer than 1 second and was stopped (download-timeout)"
        case .timedOutN: "'{1}' took longer than {2} seconds and was stopped (download-timeout)"
        case .outputTooLarge: "'{1}' printed more than {2} and was stopped (max-response-size)"
        case .endedBySignal: "'{1}' was ended by signal {2}"
        case .failedWithStatus: "'{1}' failed with status {2}"
        case .stopped: "'{1}' was stopped"
        case .withReason: "{1}: {2}"
        case .notLocal: "not a local source"
        case .queryNotFetched: "a query feed is not fetched: its articles are the cached ones its expression matches"
        case .demoUnreadable: "the bundled demo could not be read: {1}"
        case .demoNotDecoded: "The bundled demo articles could not be read ({1}); rebuild Byline after running scripts/embed-resources.sh."
        case .fileMissing: "the file {1} does not exist"
        case .notRegularFile: "{1} is not a regular file"
        case .fileUnreadable: "the file {1} cannot be read"
        case .fileTooLarge: "the file {1} is larger than {2} MiB (max-response-size)"
        case .fileUnreadableBecause: "the file {1} cannot be read: {2}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .commandRefused: "{1} 소스는 명령을 실행하므로 Byline은 사용자 자신의 urls 파일에서만 읽습니다. 그 줄을 직접 추가하세요"
        case .fileRefused: "file: 소스는 이 컴퓨터의 파일을 읽으므로 Byline은 사용자 자신의 urls 파일에서만 읽습니다. 그 줄을 직접 추가하세요"
        case .holdsLineBreak: "{1}에 줄바꿈이나 NUL이 있습니다"
        case .filterNoColon: "필터 소스는 filter:COMMAND:URL로 씁니다. {1}에는 URL 앞에 ':'가 없습니다"
        case .filterURL: "필터 소스 {1}의 URL: {2}"
        case .filterNotHTTP: "필터 소스 {1}의 URL은 http(s) URL이어야 합니다"
        case .fileForm: "로컬 피드는 file:///절대/경로로 씁니다. {1}은(는) 그런 형식이 아닙니다"
        case .commandOf: "{1}의 명령: {2}"
        case .needsCommand: "{1}에는 명령이 필요합니다"
        case .singleQuoteOpen: "'를 열고 닫지 않았습니다"
        case .doubleQuoteOpen: "\"를 열고 닫지 않았습니다"
        case .endsWithBackslash: "줄이 백슬래시로 끝납니다"
        case .emptyCommand: "명령이 비어 있습니다"
        case .programNotFound: "'{1}'을(를) 찾을 수 없습니다 (경로를 쓰거나 PATH에 넣으세요)"
        case .cannotStart: "'{1}'을(를) 시작할 수 없습니다: {2}"
        case .timedOut1: "'{1}'이(가) 1초보다 오래 걸려 중지했습니다 (download-timeout)"
        case .timedOutN: "'{1}'이(가) {2}초보다 오래 걸려 중지했습니다 (download-timeout)"
        case .outputTooLarge: "'{1}'이(가) {2}보다 많이 출력해 중지했습니다 (max-response-size)"
        case .endedBySignal: "'{1}'이(가) 시그널 {2}(으)로 끝났습니다"
        case .failedWithStatus: "'{1}'이(가) 상태 {2}(으)로 실패했습니다"
        case .stopped: "'{1}'을(를) 중지했습니다"
        case .withReason: "{1}: {2}"
        case .notLocal: "로컬 소스가 아닙니다"
        case .queryNotFetched: "쿼리 피드는 가져오지 않습니다: 그 기사는 식에 맞는 캐시된 기사입니다"
        case .demoUnreadable: "내장 데모를 읽을 수 없습니다: {1}"
        case .demoNotDecoded: "내장 데모 기사를 읽을 수 없습니다({1}). scripts/embed-resources.sh를 실행한 뒤 Byline을 다시 빌드하세요."
        case .fileMissing: "파일 {1}이(가) 없습니다"
        case .notRegularFile: "{1}은(는) 일반 파일이 아닙니다"
        case .fileUnreadable: "파일 {1}을(를) 읽을 수 없습니다"
        case .fileTooLarge: "파일 {1}이(가) {2} MiB보다 큽니다 (max-response-size)"
        case .fileUnreadableBecause: "파일 {1}을(를) 읽을 수 없습니다: {2}"
        }
    }
}
