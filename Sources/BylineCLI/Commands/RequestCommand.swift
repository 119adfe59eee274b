import BylineCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `byline request`: one HTTP request through Byline's network layer, printed like HTTPie.
enum RequestCommand {
    /// Runs the command and returns its exit status (HTTPie's --check-status codes).
    static func run(_ invocation: Invocation, _ options: OptionValues<RequestPlan.Option>) async throws(CommandExit) -> Int32 {
        let console = invocation.console
        let context = invocation.context
        var plan: RequestPlan
        do throws(UsageError) {
            plan = try RequestPlan.make(from: options, positionals: invocation.positionals, readFile: readBody, askPassword: askPassword)
        } catch {
            throw .usage(error)
        }
        let environment = context.environment
        if !plan.hasCredentials && !plan.ignoresNetrc, let host = plan.request.url.host,
            let credentials = Netrc.load(environment: environment)?.credentials(for: host)
        {
            plan.request.headers.add("Authorization", credentials.authorization)
        }
        var session = RequestSession()
        var sessionPath: String?
        if let name = plan.session {
            do {
                let path = try RequestSession.path(name: name, url: plan.request.url, environment: environment)
                session = try RequestSession.load(path: path)
                sessionPath = path
            } catch {
                console.error(RequestText.cannotReadSession(name, error.localizedDescription))
                return ExitStatus.failure
            }
            if !plan.request.headers.contains("Authorization"), let authorization = session.authorization {
                plan.request.headers.add("Authorization", authorization)
            }
        }
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let parts = plan.printed ?? (isTerminal ? "hb" : "b")
        var file = plan.outputFile
        var resumeFrom = 0
        if plan.resume {
            let path = file ?? DownloadName.fromURL(plan.request.url) ?? "index.html"
            file = path
            resumeFrom = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
            if resumeFrom > 0 { plan.request.headers.set("Range", "bytes=\(resumeFrom)-") }
        }
        if parts.contains("H") || parts.contains("B") {
            console.write(
                ResponsePrinter.request(
                    plan.request, userAgent: plan.configuration.userAgent,
                    headers: parts.contains("H"), body: parts.contains("B")))
        }
        let output = RequestOutput(
            .init(
                parts: parts, isTerminal: isTerminal, file: file, download: plan.download && file == nil,
                resumeFrom: resumeFrom), console: console)
        var cookies = session.cookies
        let response: Response
        do throws(NetworkError) {
            response = try await CurlTransport(configuration: plan.configuration)
                .send(plan.request, cookies: &cookies, stream: output.stream)
        } catch {
            console.error(error.message)
            switch error {
            case .transport(.timedOut): return ExitStatus.timeout
            case .tooManyRedirects: return ExitStatus.tooManyRedirects
            default: return ExitStatus.failure
            }
        }
        if let failure = output.finish(response) {
            console.error(failure)
            return ExitStatus.failure
        }
        if let sessionPath {
            session.cookies = cookies
            session.authorization = plan.request.headers["Authorization"] ?? session.authorization
            do {
                try session.save(path: sessionPath)
            } catch {
                console.error(RequestText.cannotSaveSession(error.localizedDescription))
            }
        }
        if response.status == 416 && resumeFrom > 0 {
            console.error(RequestText.alreadyComplete(file ?? RequestText.theFile.text))
            return ExitStatus.success
        }
        return status(for: output.withErrorBody(response), plan: plan, console: console)
    }

    /// `--data @FILE`'s bytes; `@-` reads standard input to its end.
    private static func readBody(_ path: String) throws -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Asks for the password of `-a USER` on the terminal, without echo; nil with no terminal.
    private static func askPassword(_ user: String) -> String? {
        guard isatty(STDIN_FILENO) == 1, let answer = getpass(RequestText.passwordPrompt(user)) else { return nil }
        return String(cString: answer)
    }

    private static func status(for response: Response, plan: RequestPlan, console: Console) -> Int32 {
        switch response.status {
        case 200..<300:
            return ExitStatus.success
        case 300..<400:
            let error = ResponseValidator.error(for: response)
            let hint =
                plan.configuration.maxRedirects == 0 && response.headers["Location"] != nil
                ? RequestText.redirectsNotFollowed.text : ""
            console.error(error.message + hint)
            return ExitStatus.redirect
        case 400..<500:
            console.error(ResponseValidator.error(for: response).message + apiKeyHint(response, url: plan.request.url))
            return ExitStatus.clientError
        case 500..<600:
            console.error(ResponseValidator.error(for: response).message)
            return ExitStatus.serverError
        default:
            console.error(RequestText.unexpectedStatus(response.status))
            return ExitStatus.failure
        }
    }

    /// A 401 from NewsAPI (newsapi.org, or the mirror BYLINE_NEWSAPI_URL names) says which
    /// key to check; from any other host it names no API key.
    private static func apiKeyHint(_ response: Response, url: URL) -> String {
        guard response.status == 401, ServerMessage.extract(from: response) == nil,
            let host = url.host?.lowercased(), host == "newsapi.org" || host.hasSuffix(".newsapi.org")
        else { return "" }
        return RequestText.checkAPIKey.text
    }
}
