import BylineCore
import BylineText
import BylineUI
import Foundation

/// The effect of `w`: the article written under `save-path` as `byline save` writes it
/// (`save-format`, `save-filename-format`), then `save-command`.
extension BrowserRuntime {
    /// Saves article `id`; a file already there is answered with a question unless `overwriting`.
    func saveArticle(_ id: Int64, overwriting: Bool) {
        let configuration = workspace.configuration
        let folder = configuration.expandedSavePath(home: workspace.home)
        let article: Article
        do {
            guard let found = try store.article(id: id) else {
                dispatch(.error(SaveKeyText.failed(BrowserText.articleGone.text)))
                return
            }
            article = found
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            dispatch(.error(SaveKeyText.failed(TextSanitizer.singleLine(error.localizedDescription))))
            return
        }
        let tags = workspace.sources.first { $0.key == article.sourceKey }?.tags ?? []
        let file = SavedArticle(
            article: article, tags: tags, format: configuration.saveFormat, nameFormat: configuration.saveFilenameFormat)
        let path: String
        do throws(SavedArticle.Failure) {
            path = try file.write(into: folder, overwriting: overwriting)
        } catch {
            switch error {
            case .exists(let path): dispatch(.saveExists(articleID: id, path: path))
            case .system(let path, let reason): dispatch(.error(SaveText.failed(path, reason)))
            }
            return
        }
        guard let command = configuration.saveCommand else {
            dispatch(.status(SaveKeyText.saved(path)))
            return
        }
        let inbox = self.inbox
        let workspace = self.workspace
        Task.detached {
            if let failure = await SaveCommand.runSaveCommand(command, path: path, workspace: workspace) {
                inbox.post(.error(failure))
            } else {
                inbox.post(.status(SaveKeyText.saved(path)))
            }
        }
    }
}
