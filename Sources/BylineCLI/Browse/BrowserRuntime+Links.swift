import BylineCore
import BylineText
import BylineUI
import Foundation

/// `o` and `1`–`9`: the user's browser gets the link, as argv and never through a shell of
/// Byline's; a placeholder inside a shell script the user wrote is an inert word
/// (``CommandPlaceholders``), and the exact values are in `BYLINE_*` (``PlumbingContext``).
extension BrowserRuntime {
    /// Opens `url`: a text browser (w3m, lynx…, or any command with `browser-terminal yes`)
    /// gets the terminal until it exits, with the curses screen put away and restored; a
    /// graphical one is started and left running.
    /// `browser` (a macro's `set browser`) replaces the config's command.
    func open(_ url: URL, browser: String? = nil) {
        let shown = URLRedaction.redacted(url.absoluteString)
        var configuration = workspace.configuration
        if let browser { configuration.browser = browser }
        let context = plumbingContext(for: url)
        let environment = context.environment(from: workspace.commandEnvironment)
        do throws(BrowserLauncher.Refusal) {
            let (path, arguments) = try BrowserLauncher.command(for: url, feedURL: context.feedURL, configuration: configuration)
            guard configuration.browserTerminal.handsOverTerminal(to: path, isTextBrowser: BrowserLauncher.isTextBrowser) else {
                try BrowserLauncher.openDetached(path: path, arguments: arguments, environment: environment)
                dispatch(.status(LauncherText.opened(shown)))
                return
            }
            let program = TextSanitizer.singleLine((path as NSString).lastPathComponent)
            terminal.suspend()
            let status: Int32
            do throws(ForegroundProcess.Failure) {
                status = try ForegroundProcess.run(path, arguments: arguments, environment: environment)
            } catch {
                terminal.resume()
                dispatch(.error(error.message))
                return
            }
            terminal.resume()
            // Ctrl-C and resizes while the text browser had the terminal were its business.
            keepSignalsAfterChild()
            let size = terminal.size
            dispatch(.resize(width: size.width, height: size.height))
            dispatch(status == 0 ? .status(LauncherText.backFrom(program)) : .error(LauncherText.exitedWithStatus(program, status)))
        } catch {
            dispatch(.error(error.message))
        }
    }

    /// What the commands started for the article on screen (else the selected headline)
    /// hear about it, with `url` as the link in question (nil: the article's own).
    func plumbingContext(for url: URL? = nil) -> PlumbingContext {
        let shown = state.shownArticle?.document
        let row = state.selectedRow
        // The shown article when the link is its own or one of its numbered links, else the row.
        let useShown = shown.map { document in url == nil || document.article.url == url || document.links.contains { $0 == url } } ?? false
        let sourceKey = useShown ? shown?.article.sourceKey : row?.sourceKey
        let source = workspace.sources.first { $0.key == sourceKey }
        let articleURL = (useShown ? shown?.article.url : row?.url)?.absoluteString
        return PlumbingContext(
            url: url?.absoluteString ?? articleURL, articleURL: articleURL,
            title: useShown ? shown?.article.title : row?.title,
            feedTitle: useShown ? shown?.article.sourceName : row?.sourceName,
            feedURL: source?.commandFeedAddress)
    }
}
