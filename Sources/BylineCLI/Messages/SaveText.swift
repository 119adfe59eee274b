import BylineText
import Foundation

/// `byline save`: its help and its lines.
public enum SaveText: String, CatalogueMessage {
    case summary, details, example1, example2, argumentsHelp, starredHelp, filterHelp, formatHelp, forceHelp
    case needsFolder, notAFolder, nothingChosen, saved, exists, failed, noArticle, summaryLine, commandFailed

    /// The English template.
    public var english: String {
        switch self {
        case .summary: "keep articles as Markdown or text files in a folder (newsboat's save)"
        case .details:
            "Writes each article to DIR as Markdown (a YAML front matter of title, link, author, date, source and tags, then the text) or, with --format text, as plain text. The file is named from the article's date and title, made one safe name (no /, no leading dot, at most 200 bytes; Korean and Japanese kept). A file already there is never overwritten: the article is skipped with a line saying so and the exit status is 1, unless --force. Two saves at once never mix their files."
        case .example1: "keep two articles as Markdown in ~/notes"
        case .example2: "keep every starred article as plain text"
        case .argumentsHelp: "article ids (from byline list), then the folder"
        case .starredHelp: "every starred article"
        case .filterHelp: "every article the filter expression matches"
        case .formatHelp: "markdown (default) or text"
        case .forceHelp: "overwrite files already there"
        case .needsFolder: "save needs a folder after the article ids (or --starred, --filter)"
        case .notAFolder: "{1} is not a folder"
        case .nothingChosen: "save needs article ids, --starred or --filter EXPR"
        case .saved: "saved {1}"
        case .exists: "{1} is there already; not overwritten (--force overwrites)"
        case .failed: "{1}: not saved: {2}"
        case .noArticle: "no article has the id {1}"
        case .summaryLine: "{1} saved, {2} skipped"
        case .commandFailed: "save-command: {1}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .summary: "기사를 폴더에 Markdown이나 텍스트 파일로 보관합니다 (newsboat의 save)"
        case .details:
            "각 기사를 DIR에 Markdown(제목, 링크, 저자, 날짜, 소스, 태그의 YAML 머리말과 본문)으로, --format text면 일반 텍스트로 씁니다. 파일 이름은 기사의 날짜와 제목으로 만든 안전한 이름 하나입니다 (/ 없음, 점으로 시작하지 않음, 200바이트 이하, 한국어와 일본어는 그대로). 이미 있는 파일은 덮어쓰지 않습니다: --force가 없으면 그 기사를 건너뛰었다고 한 줄로 알리고 종료 상태는 1입니다. 두 저장이 동시에 일어나도 파일이 섞이지 않습니다."
        case .example1: "기사 두 개를 ~/notes에 Markdown으로 보관합니다"
        case .example2: "별표한 기사를 모두 일반 텍스트로 보관합니다"
        case .argumentsHelp: "기사 id(byline list에서), 그다음 폴더"
        case .starredHelp: "별표한 기사 모두"
        case .filterHelp: "필터 식에 맞는 기사 모두"
        case .formatHelp: "markdown(기본값) 또는 text"
        case .forceHelp: "이미 있는 파일을 덮어씁니다"
        case .needsFolder: "save에는 기사 id(또는 --starred, --filter) 뒤에 폴더가 필요합니다"
        case .notAFolder: "{1}은(는) 폴더가 아닙니다"
        case .nothingChosen: "save에는 기사 id, --starred, --filter EXPR 중 하나가 필요합니다"
        case .saved: "{1} 저장함"
        case .exists: "{1}이(가) 이미 있어 덮어쓰지 않았습니다 (--force로 덮어씁니다)"
        case .failed: "{1}: 저장하지 못했습니다: {2}"
        case .noArticle: "id가 {1}인 기사가 없습니다"
        case .summaryLine: "{1}개 저장, {2}개 건너뜀"
        case .commandFailed: "save-command 실패: {1}"
        }
    }
}
