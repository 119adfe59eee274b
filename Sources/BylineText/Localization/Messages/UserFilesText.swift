import Foundation

/// What Byline says about the user's own files and what the cache keeps of their sources:
/// moves, removals finished after an interruption, the demo leaving, and export's masking.
public enum UserFilesText: String, CatalogueMessage {
    case movedBothListed, recoveryFailed, demoNotRemoved
    case removalRefused, articlesPending, lineGoneMeanwhile, finishingRemoval
    case exportMasked1, exportMaskedN, withPasswordsHelp

    /// The English template.
    public var english: String {
        switch self {
        case .movedBothListed: "moved permanently to {1}, which another line of the urls file lists too; remove this one"
        case .recoveryFailed: "could not finish a change an interrupted byline left half done in {1}: {2}"
        case .demoNotRemoved: "the demo articles could not be removed from the cache: {1}"
        case .removalRefused: "nothing was removed: the cache could not record the removal ({1})"
        case .articlesPending:
            "the line is removed, but its articles could not be deleted yet ({1}); the next byline deletes them, or run this remove again"
        case .lineGoneMeanwhile: "no line of {1} lists '{2}' any more (another byline changed the file)"
        case .finishingRemoval: "'{1}' is no longer in {2}; finishing its removal"
        case .exportMasked1: "1 address holds a password or key, written as [redacted]; --with-passwords writes it as it is"
        case .exportMaskedN: "{1} addresses hold a password or key, written as [redacted]; --with-passwords writes them as they are"
        case .withPasswordsHelp: "write passwords and keys in addresses as they are (masked otherwise)"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .movedBothListed: "{1}(으)로 영구 이동함; urls 파일의 다른 줄에도 있으니 이 줄을 지우세요"
        case .recoveryFailed: "중단된 byline이 {1}에 남긴 변경을 마치지 못했습니다: {2}"
        case .demoNotRemoved: "캐시에서 데모 기사를 지우지 못했습니다: {1}"
        case .removalRefused: "아무것도 지우지 않았습니다: 캐시에 삭제를 기록하지 못했습니다 ({1})"
        case .articlesPending: "줄은 지웠지만 기사를 아직 지우지 못했습니다 ({1}); 다음 byline 실행 때 지우거나, 이 remove를 다시 실행하세요"
        case .lineGoneMeanwhile: "{1}의 어느 줄에도 '{2}'이(가) 더는 없습니다 (다른 byline이 파일을 바꿨습니다)"
        case .finishingRemoval: "'{1}'은(는) 더 이상 {2}에 없습니다; 삭제를 마무리합니다"
        case .exportMasked1: "주소 1개에 비밀번호나 키가 있어 [redacted]로 적었습니다; --with-passwords를 주면 그대로 적습니다"
        case .exportMaskedN: "주소 {1}개에 비밀번호나 키가 있어 [redacted]로 적었습니다; --with-passwords를 주면 그대로 적습니다"
        case .withPasswordsHelp: "주소 속 비밀번호와 키를 그대로 적습니다 (기본은 가림)"
        }
    }
}
