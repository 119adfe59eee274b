import BylineCore
import BylineText
import BylineUI
import Foundation

/// The effects of `|` and `^B`: the user's own commands, run with argv (never a shell)
/// through ``ChildProcess``, with the article in `BYLINE_*` variables (``PlumbingContext``).
extension BrowserRuntime {
    /// Pipes an article to a command that gets the terminal, as newsboat does (so `less`
    /// or a mail client works); its stdin is the article as the pane shows it, as plain text.
    func pipeArticle(_ request: PipeRequest) {
        let text: String
        do {
            guard let article = try store.article(id: request.articleID) else {
                dispatch(.error(PlumbingText.notPiped(BrowserText.articleGone.text)))
                return
            }
            let page = request.readerPage ? try store.fullText(forArticle: article.id)?.page : nil
            let document = ArticleDocument(article: article, reader: page.map { .page($0) }, timeZone: .current)
            text = document.plainText(width: request.width)
        } catch {
            dispatch(.error(PlumbingText.notPiped(error.localizedDescription)))
            return
        }
        let child = ChildProcess(
            argv: request.argv, input: Data(text.utf8), standardOutput: .inherit,
            standardError: .inherit, timeout: nil, inheritsTerminal: true,
            environment: plumbingContext().environment(from: workspace.commandEnvironment))
        runInForeground(child, done: PlumbingText.piped(child.programName))
    }

    /// Runs `bookmark-cmd`: in the terminal's foreground with `bookmark-interactive`, else in
    /// the background within `download-timeout`, its first line of output (or "Bookmarked")
    /// in the status bar.
    func bookmark(_ request: BookmarkRequest) {
        let environment = plumbingContext().environment(from: workspace.commandEnvironment)
        guard !request.interactive else {
            let child = ChildProcess(
                argv: request.argv, standardOutput: .inherit, standardError: .inherit,
                timeout: nil, inheritsTerminal: true, environment: environment)
            runInForeground(child, done: PlumbingText.bookmarked.text)
            return
        }
        let child = ChildProcess(
            argv: request.argv, standardOutput: .capture(limit: 64 * 1024),
            timeout: workspace.configuration.downloadTimeoutInterval, environment: environment)
        let inbox = self.inbox
        Task.detached {
            do throws(ChildProcessError) {
                let result = try await child.start()
                guard result.status == 0 else {
                    throw ChildProcessError.failed(
                        program: child.programName, status: result.status,
                        message: result.firstErrorLine())
                }
                let said = ChildProcessError.firstLine(of: result.output, limit: 200)
                inbox.post(.status(said ?? PlumbingText.bookmarked.text))
            } catch {
                inbox.post(.error(PlumbingText.bookmarkFailed(error.message)))
            }
        }
    }

    /// Hands the terminal to `child` until it exits, then takes it back and says how it went.
    private func runInForeground(_ child: ChildProcess, done: String) {
        terminal.suspend()
        let outcome: Result<ChildProcessResult, ChildProcessError>
        do throws(ChildProcessError) {
            outcome = .success(try child.run())
        } catch {
            outcome = .failure(error)
        }
        terminal.resume()
        // Ctrl-C and resizes while the command had the terminal were its business.
        keepSignalsAfterChild()
        let size = terminal.size
        dispatch(.resize(width: size.width, height: size.height))
        switch outcome {
        case .success(let result) where result.status == 0:
            dispatch(.status(done))
        case .success(let result):
            dispatch(.error(ChildProcessError.failed(program: child.programName, status: result.status, message: nil).message))
        case .failure(let error):
            dispatch(.error(error.message))
        }
    }
}
