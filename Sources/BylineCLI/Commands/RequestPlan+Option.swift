import BylineCore

extension RequestPlan {
    /// The options `byline request` accepts (HTTPie's, where it has them).
    enum Option: String, CommandOption {
        case method, header, query, json, form, data, dataRaw = "data-raw", timeout, maxRedirects = "max-redirects"
        case follow, maxSize = "max-size", output, download, `continue`, body, headers, verbose, print, auth
        case authType = "auth-type", ignoreNetrc = "ignore-netrc", session

        var spec: OptionSpec {
            switch self {
            case .method: .value(rawValue, short: "X", "METHOD", help: OptionHelpText.requestMethod.text)
            case .header: .repeated(rawValue, short: "H", "'N: v'", help: OptionHelpText.requestHeader.text)
            case .query: .repeated(rawValue, short: "q", "name=value", help: OptionHelpText.requestQuery.text)
            case .json: .repeated(rawValue, "name=value", help: OptionHelpText.requestJSON.text)
            case .form: .repeated(rawValue, "name=value", help: OptionHelpText.requestForm.text)
            case .data: .value(rawValue, "TEXT|@FILE|@-", help: OptionHelpText.requestData.text)
            case .dataRaw: .value(rawValue, "TEXT", help: OptionHelpText.requestDataRaw.text)
            case .timeout: .value(rawValue, "SECONDS", help: OptionHelpText.requestTimeout.text)
            case .maxRedirects: .value(rawValue, "N", help: OptionHelpText.requestMaxRedirects.text)
            case .follow: .flag(rawValue, short: "F", help: OptionHelpText.requestFollow.text)
            case .maxSize: .value(rawValue, "SIZE", help: OptionHelpText.requestMaxSize.text)
            case .output: .value(rawValue, short: "o", "FILE", help: OptionHelpText.requestOutput.text, completion: .file)
            case .download: .flag(rawValue, short: "d", help: OptionHelpText.requestDownload.text)
            case .continue: .flag(rawValue, short: "c", help: OptionHelpText.requestContinue.text)
            case .body: .flag(rawValue, short: "b", help: OptionHelpText.requestBody.text)
            case .headers: .flag(rawValue, short: "I", help: OptionHelpText.requestHeaders.text)
            case .verbose: .flag(rawValue, short: "v", help: OptionHelpText.requestVerbose.text)
            case .print: .value(rawValue, short: "p", "WHAT", help: OptionHelpText.requestPrint.text)
            case .auth: .value(rawValue, short: "a", "USER[:PASS]", help: OptionHelpText.requestAuth.text)
            case .authType:
                .value(rawValue, short: "A", "TYPE", help: OptionHelpText.requestAuthType.text, completion: .choices(["basic", "bearer"]))
            case .ignoreNetrc: .flag(rawValue, help: OptionHelpText.requestIgnoreNetrc.text)
            case .session: .value(rawValue, "NAME", help: OptionHelpText.requestSession.text)
            }
        }
    }
}
