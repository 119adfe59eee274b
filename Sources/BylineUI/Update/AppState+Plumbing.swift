import BylineCore
import BylineText

/// `|` (newsboat's pipe-to) and `^B` (bookmark): the article goes to the user's own
/// commands, as argv and never through a shell.
///
/// `|` opens a prompt holding the last command piped to this session, else `pipe-to` from
/// the config (newsboat has it only as an operation, and asks for the command each time);
/// Enter runs it with the article's text on stdin, Esc closes the prompt.
extension AppState {
    /// `|`: opens the prompt, when there is an article to pipe.
    mutating func openPipePrompt() -> [Effect] {
        guard shownArticle != nil else {
            note(listPane.selectedID == nil ? BrowserText.noArticleSelected.text : PlumbingText.openFirstForPipe.text)
            return []
        }
        overlay = .pipePrompt(plumbing.lastPipeCommand ?? plumbing.pipeTo ?? "")
        return []
    }

    /// A key while the `|` prompt is open with `command`: text edits the command, Enter
    /// runs it, Esc closes it.
    mutating func handlePipeKey(_ key: Key, command: String) -> [Effect] {
        var text = command
        switch key {
        case .character(let character):
            text.append(character)
        case .backspace:
            if text.isEmpty {
                overlay = .none
                return []
            }
            text.removeLast()
        case .control("u"):
            text = ""
        case .escape:
            overlay = .none
            return []
        case .enter:
            overlay = .none
            return pipe(to: text)
        case .control("l"):
            return [.redraw]
        default:
            return []
        }
        overlay = .pipePrompt(text)
        return []
    }

    /// Pipes the shown article to `command` (split as a POSIX shell quotes, nothing expanded).
    mutating func pipe(to command: String) -> [Effect] {
        let argv: [String]
        do throws(ShellWords.Failure) {
            argv = try ShellWords.split(command)
        } catch {
            note(PlumbingText.notPiped(error.message))
            return []
        }
        guard !argv.isEmpty else { return [] }
        guard let shown = shownArticle else {
            note(PlumbingText.notPiped(PlumbingText.pipeArticleGone.text))
            return []
        }
        plumbing.lastPipeCommand = command
        let width = layout.detailText.width > 0 ? layout.detailText.width : size.width
        return [
            .pipeArticle(
                PipeRequest(
                    argv: argv, articleID: shown.id, width: max(20, width),
                    readerPage: shown.document.readerPage != nil))
        ]
    }

    /// `^B`: the shown article to `bookmark-cmd`, with its url, title, description and
    /// feed title as four arguments.
    mutating func bookmarkArticle() -> [Effect] {
        guard let command = plumbing.bookmarkCommand else {
            note(PlumbingText.noBookmarkCommand.text)
            return []
        }
        guard let shown = shownArticle else {
            note(listPane.selectedID == nil ? BrowserText.noArticleSelected.text : PlumbingText.openFirstForBookmark.text)
            return []
        }
        let words: [String]
        do throws(ShellWords.Failure) {
            words = try ShellWords.split(command)
        } catch {
            note(PlumbingText.notBookmarked(error.message))
            return []
        }
        guard !words.isEmpty else { return [] }
        return [
            .bookmark(
                BookmarkRequest(
                    argv: words + shown.document.article.bookmarkFields,
                    interactive: plumbing.bookmarkInteractive))
        ]
    }
}
