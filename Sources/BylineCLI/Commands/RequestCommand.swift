import BylineCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `byline request`: one HTTP request through Byline's network layer, printed like HTTPie.
enum RequestCommand {
    /// Runs the command and returns its exit status (HTTPie's --check-status codes).
    static func run(_ words: [String], context: CommandContext) async -> Int32 {
        let console = context.console
        let arguments: ParsedArguments
        switch context.scan(words, command: "request", specs: RequestPlan.specs) {
        case .exit(let status): return status
        case .run(let parsed): arguments = parsed
        }
        let plan: RequestPlan
        let request: URLRequest
        do throws(UsageError) {
            plan = try RequestPlan.make(from: arguments) { path in try Data(contentsOf: URL(fileURLWithPath: path)) }
            do {
                request = try plan.endpoint.urlRequest()
            } catch {
                throw UsageError(error.message)
            }
        } catch {
            console.usage(error, usage: HelpText.usage["request"] ?? "")
            return ExitStatus.usage
        }
        if plan.verbose {
            console.write(ResponsePrinter.request(request, userAgent: plan.configuration.userAgent))
        }
        let response: Response
        do throws(NetworkError) {
            response = try await CurlTransport(configuration: plan.configuration).send(request)
        } catch {
            console.error(error.message)
            if case .transport(.timedOut) = error { return ExitStatus.usage }
            return ExitStatus.failure
        }
        print(response, plan: plan, console: console)
        return status(for: response, plan: plan, console: console)
    }

    private static func print(_ response: Response, plan: RequestPlan, console: Console) {
        if plan.output != .body {
            console.write(ResponsePrinter.head(response))
        }
        guard plan.output != .headers else { return }
        if let path = plan.outputFile {
            do {
                try response.body.write(to: URL(fileURLWithPath: path))
                if plan.output == .everything { console.line() }
                console.error("saved \(response.body.count) bytes to \(path)")
            } catch {
                console.error("cannot write '\(path)': \(error.localizedDescription)")
            }
            return
        }
        let body = ResponsePrinter.body(response.body, mediaType: response.headers["Content-Type"])
        guard !body.isEmpty else { return }
        if plan.output == .everything { console.line() }
        console.line(body.hasSuffix("\n") ? String(body.dropLast()) : body)
    }

    private static func status(for response: Response, plan: RequestPlan, console: Console) -> Int32 {
        switch response.status {
        case 200..<300:
            return ExitStatus.success
        case 300..<400:
            let error = ResponseValidator.error(for: response)
            let hint = plan.configuration.maxRedirects == 0 && response.headers["Location"] != nil
                ? " (redirects are not followed with --max-redirects 0)" : ""
            console.error(error.message + hint)
            return ExitStatus.redirect
        case 400..<500:
            console.error(ResponseValidator.error(for: response).message)
            return ExitStatus.clientError
        case 500..<600:
            console.error(ResponseValidator.error(for: response).message)
            return ExitStatus.serverError
        default:
            console.error("unexpected status \(response.status)")
            return ExitStatus.failure
        }
    }
}
