extension RequestCommand {
    /// The declaration `byline request` is parsed, explained and completed from.
    static let spec = CommandSpec(
        name: "request", summary: "send one HTTP request and print the status, headers and body",
        arguments: [
            .optional("METHOD", help: "a method name (letters only) may come before the URL"),
            .required("URL", help: "the address; without a scheme, http:// for localhost, else https://"),
        ],
        options: RequestPlan.specs,
        details: """
            Sends one HTTP request through Byline's network layer, like HTTPie. On a terminal it \
            prints the status line, the response headers and the body (JSON pretty-printed, control \
            characters removed, binary bodies summarised); piped, only the body, byte for byte as it \
            arrives. The method is GET, or POST when a body is given.

            A URL without a scheme gets http:// for localhost and 127.0.0.1, https:// otherwise; \
            :PORT/path means http://localhost:PORT/path. user:pass@ in the URL is sent as Basic auth \
            and never shown. Credentials never follow a redirect to another host. 303, and 301/302 \
            after POST, become a GET without the body.

            exit status (HTTPie's --check-status): 0 for 2xx, 2 timeout, 3 unexpected 3xx, 4 for \
            4xx, 5 for 5xx, 6 too many redirects, 1 other failures (connection refused, body too \
            large), 2 with a usage line for bad arguments.
            """,
        examples: [
            .init(command: "byline request :8080/api -q q=swift", effect: "GET http://localhost:8080/api?q=swift"),
            .init(command: "byline request -X PUT https://api.example/items/1 --json name=Byline",
                  effect: "sends {\"name\": \"Byline\"} with PUT"),
        ],
        run: run)
}
