import BylineText
import Foundation

/// Mistakes in the sync accounts file, account names and server URLs, and why a password
/// could not be had.
public enum SyncAccountText: String, CatalogueMessage {
    case namedTwice, quoteOpen, expectedFields, unknownType, passwordCommand, passwordCommandEmpty
    case expectedStoredOrCommand, credentialsInURL, invalidURL, accountsLine
    case commandNotFound, commandCannotStart, commandTimedOut, commandFailed, commandNoPassword
    case passwordUnreadable, noPassword, nameEmpty, nameTooLong, nameCharacters

    /// The English template.
    public var english: String {
        switch self {
        case .namedTwice: "the account '{1}' is named twice"
        case .quoteOpen: "a quote is opened and never closed"
        case .expectedFields: "expected NAME TYPE URL USER stored|command \"ARGV\", found {1} words"
        case .unknownType: "unknown account type '{1}' (expected greader or fever)"
        case .passwordCommand: "the password command: {1}"
        case .passwordCommandEmpty: "the password command is empty"
        case .expectedStoredOrCommand: "expected 'stored' or 'command \"ARGV\"' after the user name"
        case .credentialsInURL: "put the user name in --user and the password in --password-stdin, not in the URL"
        case .invalidURL: "{1} is not a valid URL"
        case .accountsLine: "accounts line {1}: {2}"
        case .commandNotFound: "the password command of '{1}' was not found: {2}"
        case .commandCannotStart: "the password command of '{1}' could not start: {2}"
        case .commandTimedOut: "the password command of '{1}' took longer than {2} seconds and was stopped"
        case .commandFailed: "the password command of '{1}' failed with status {2}"
        case .commandNoPassword: "the password command of '{1}' printed no password"
        case .passwordUnreadable: "the password of '{1}' cannot be read: {2}"
        case .noPassword: "no password is stored for '{1}'; add the account again with --password-stdin"
        case .nameEmpty: "an account name cannot be empty"
        case .nameTooLong: "an account name is at most 64 characters"
        case .nameCharacters: "the account name '{1}' may use only letters, digits, '.', '_' and '-', and must start with a letter or digit"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .namedTwice: "계정 '{1}'이(가) 두 번 나옵니다"
        case .quoteOpen: "따옴표를 열고 닫지 않았습니다"
        case .expectedFields: "NAME TYPE URL USER stored|command \"ARGV\" 형식이어야 하는데 단어가 {1}개입니다"
        case .unknownType: "알 수 없는 계정 종류 '{1}' (greader나 fever여야 합니다)"
        case .passwordCommand: "비밀번호 명령: {1}"
        case .passwordCommandEmpty: "비밀번호 명령이 비어 있습니다"
        case .expectedStoredOrCommand: "사용자 이름 뒤에 'stored'나 'command \"ARGV\"'가 있어야 합니다"
        case .credentialsInURL: "사용자 이름은 --user에, 비밀번호는 --password-stdin에 넣으세요. URL에 넣지 마세요"
        case .invalidURL: "{1}은(는) 올바른 URL이 아닙니다"
        case .accountsLine: "accounts {1}번째 줄: {2}"
        case .commandNotFound: "'{1}'의 비밀번호 명령을 찾을 수 없습니다: {2}"
        case .commandCannotStart: "'{1}'의 비밀번호 명령을 시작할 수 없습니다: {2}"
        case .commandTimedOut: "'{1}'의 비밀번호 명령이 {2}초보다 오래 걸려 중지했습니다"
        case .commandFailed: "'{1}'의 비밀번호 명령이 상태 {2}(으)로 실패했습니다"
        case .commandNoPassword: "'{1}'의 비밀번호 명령이 비밀번호를 출력하지 않았습니다"
        case .passwordUnreadable: "'{1}'의 비밀번호를 읽을 수 없습니다: {2}"
        case .noPassword: "'{1}'에 저장된 비밀번호가 없습니다. --password-stdin으로 계정을 다시 추가하세요"
        case .nameEmpty: "계정 이름은 비어 있을 수 없습니다"
        case .nameTooLong: "계정 이름은 64자까지입니다"
        case .nameCharacters: "계정 이름 '{1}'에는 글자, 숫자, '.', '_', '-'만 쓸 수 있고 글자나 숫자로 시작해야 합니다"
        }
    }
}
