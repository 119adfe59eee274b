import BylineCore

/// Usage lines and help pages for every command.
enum HelpText {
    /// One usage line per command, as printed after a usage error.
    static let usage: [String: String] = [
        "browse": "byline [--urls FILE] [--cache FILE] [--config FILE]",
        "refresh": "byline refresh [--urls FILE] [--cache FILE]",
        "list": "byline list [--json] [--unread] [--starred] [--search TEXT] [--source NAME] [--limit N]",
        "show": "byline show ID [--full] [--width N]",
        "extract": "byline extract [--plain] [--url URL] [--width N] FILE|URL",
        "mark": "byline mark ID --read|--unread|--star|--unstar",
        "import": "byline import FILE",
        "export": "byline export",
        "request": "byline request [-X METHOD] [-H 'Name: value']... [-q name=value]... [--json name=value]... "
            + "[--form name=value]... [--data TEXT|@FILE] [--timeout SECONDS] URL",
        "help": "byline help [COMMAND]",
    ]

    /// `byline --help`.
    static let overview = """
    byline \(BylineVersion.current) — a terminal news browser

    usage: byline [COMMAND] [OPTIONS]

    With no command, byline opens the browser: headlines on the left, the article on the
    right. With no source configured it shows a bundled demo set, offline.

    commands:
      refresh          fetch every source into the cache; one line per source
      list             print cached articles (--json for scripts)
      show ID          print one article as the reader shows it (--full: the stored page)
      extract FILE|URL reader mode: the article in a web page, title first
      mark ID          mark an article read, unread, starred or unstarred
      import FILE      add the feeds of an OPML or newsboat urls file to your urls file
      export           print your sources as OPML 2.0
      request URL      send one HTTP request and print the status, headers and body
      help [COMMAND]   explain a command

    global options (before or after the command):
      --urls FILE      the urls file (default $XDG_CONFIG_HOME/byline/urls)
      --cache FILE     the cache (default $XDG_DATA_HOME/byline/cache.db)
      --config FILE    the config file (default $XDG_CONFIG_HOME/byline/config)
      -h, --help       this help; 'byline help COMMAND' for one command
      --version        print the version

    environment:
      NEWSAPI_KEY          your NewsAPI key (sent only in the X-Api-Key header)
      BYLINE_NEWSAPI_URL   another NewsAPI base URL (a mirror, a test server)
      XDG_CONFIG_HOME, XDG_DATA_HOME, NO_COLOR, BROWSER

    exit status: 0 success, 1 failure, 2 usage error ('byline help request' for its own codes)
    """

    /// `byline help request`.
    static let request = """
    usage: \(usage["request"] ?? "")

    Sends one HTTP request through Byline's network layer and prints the status line, the
    response headers and the body (JSON is pretty-printed; control characters are removed;
    binary bodies are summarised). Like HTTPie, the method is GET, or POST when a body is given.

    options:
      -X, --method METHOD     GET, HEAD, POST, PUT, PATCH or DELETE
      -H, --header 'N: v'     add a request header (repeatable)
      -q, --query name=value  add a query parameter, encoded exactly once (repeatable)
      --json name=value       add a JSON string field; name:=value adds raw JSON (3, true, [1])
      --form name=value       add an application/x-www-form-urlencoded field
      --data TEXT|@FILE       send TEXT, or the bytes of FILE, as the body
      --timeout SECONDS       give up after this long (default 30)
      --max-redirects N       follow at most N redirects (default 10; 0 follows none)
      -o, --output FILE       save the raw body to FILE instead of printing it
      -b, --body              print only the body
      -I, --headers           print only the status line and headers
      -v, --verbose           print the request first (secrets masked)

    A URL without a scheme gets http:// for localhost and 127.0.0.1, https:// otherwise.

    exit status (HTTPie's --check-status): 0 for 2xx, 2 timeout, 3 unexpected 3xx,
    4 for 4xx, 5 for 5xx, 1 other failures (connection refused, too many redirects,
    body too large), 2 with a usage line for bad arguments.
    """

    /// The help page for `command`, or nil when there is no such command.
    static func page(for command: String) -> String? {
        switch command {
        case "request": return request
        default:
            guard let line = usage[command] else { return nil }
            return "usage: \(line)\n\n\(summaries[command] ?? "")"
        }
    }

    static let summaries: [String: String] = [
        "browse": "Opens the terminal browser. Keys: arrows or j/k move, Enter opens, r refreshes, / filters, ? help, q quits.",
        "refresh": "Fetches every source into the cache and prints one line per source. Exit status 1 when any failed.",
        "list": "Prints cached articles, newest first: date, source, title and id; --json prints an array of objects.",
        "show": "Prints one article as the detail pane shows it, wrapped to --width columns (default: the terminal's, else 80); --full prints the reader-mode page stored for it (title first).",
        "extract": "Finds the article in a saved page or at a URL, as Firefox's Reader View does, and prints its title on the first line, then the article; --plain prints plain text without link numbers or image markers; --url gives the page's address for relative links.",
        "mark": "Marks an article read or unread, starred or not.",
        "import": "Adds the sources of an OPML file or a newsboat urls file to your urls file, without duplicates.",
        "export": "Prints your sources as OPML 2.0, with tags as categories.",
        "help": "Explains a command.",
    ]
}
