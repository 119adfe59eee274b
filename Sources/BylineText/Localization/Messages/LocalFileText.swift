import Foundation

/// What goes wrong reading and writing Byline's own files (urls, config, accounts, folders).
public enum LocalFileText: String, CatalogueMessage {
    case cannotRead, cannotWrite, cannotReplace, cannotCreateFolder, cannotLockFolder
    case isFolder, tooLarge, fileInTheWay, noHome

    /// The English template.
    public var english: String {
        switch self {
        case .cannotRead: "cannot read {1}: {2}"
        case .cannotWrite: "cannot write {1}: {2}"
        case .cannotReplace: "cannot replace {1}: {2}"
        case .cannotCreateFolder: "cannot create folder {1}: {2}"
        case .cannotLockFolder: "cannot lock the folder of {1}: {2}"
        case .isFolder: "it is a folder, not a file"
        case .tooLarge: "it is larger than {1} MiB"
        case .fileInTheWay: "a file is in the way"
        case .noHome: "HOME is not set to an absolute path, so Byline cannot find its files; set HOME or {1}, or pass --urls, --config and --cache"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .cannotRead: "{1}을(를) 읽을 수 없습니다: {2}"
        case .cannotWrite: "{1}에 쓸 수 없습니다: {2}"
        case .cannotReplace: "{1}을(를) 바꿀 수 없습니다: {2}"
        case .cannotCreateFolder: "폴더 {1}을(를) 만들 수 없습니다: {2}"
        case .cannotLockFolder: "{1}의 폴더를 잠글 수 없습니다: {2}"
        case .isFolder: "파일이 아니라 폴더입니다"
        case .tooLarge: "{1} MiB보다 큽니다"
        case .fileInTheWay: "같은 이름의 파일이 있습니다"
        case .noHome: "HOME이 절대 경로로 설정되지 않아 Byline이 파일을 찾을 수 없습니다. HOME이나 {1}을(를) 설정하거나 --urls, --config, --cache를 지정하세요"
        }
    }
}
