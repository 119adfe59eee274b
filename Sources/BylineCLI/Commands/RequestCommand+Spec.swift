import BylineCore

extension RequestCommand {
    /// The declaration `byline request` is parsed, explained and completed from.
    static var spec: CommandSpec {
        CommandSpec(
            name: "request", summary: CommandHelpText.requestSummary.text,
            arguments: [
                .optional("METHOD", help: OptionHelpText.requestMethodWord.text),
                .required("URL", help: OptionHelpText.requestURL.text)
            ],
            options: RequestPlan.Option.self,
            details: CommandHelpText.requestDetails.text,
            examples: [
                .init(command: "byline request :8080/api -q q=swift", effect: CommandHelpText.requestExampleGet.text),
                .init(
                    command: "byline request -X PUT https://api.example/items/1 --json name=Byline",
                    effect: CommandHelpText.requestExamplePut.text)
            ],
            run: run)
    }
}
