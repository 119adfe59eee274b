import BylineCore
import BylineText
import BylineUI
import Foundation

extension BrowserRuntime {
    /// `e`: queues article `id`'s enclosure as `byline downloads add ID` does, named by
    /// `download-filename-format` under `download-path`; the answer names the title and the
    /// file, or says it was queued already.
    func enqueueDownload(_ id: Int64) {
        let namer = workspace.downloadNamer
        answer { store throws(StoreError) -> Action? in
            guard let article = try store.article(id: id) else { return .error(MediaKeysText.articleGone.text) }
            guard let request = DownloadRequest(article: article) else { return .status(MediaKeysText.noEnclosure.text) }
            let (job, changed) = try request.enqueue(in: store, namer: namer)
            let title = TextSanitizer.singleLine(job.title)
            return .status(
                changed
                    ? MediaKeysText.queued(title, TextSanitizer.singleLine(job.targetPath))
                    : MediaKeysText.alreadyQueued(title))
        }
    }
}
