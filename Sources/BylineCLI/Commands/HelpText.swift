import BylineCore

/// Usage lines and help pages for every command.
enum HelpText {
    /// One usage line per command, as printed after a usage error.
    static let usage: [String: String] = [
        "browse": "byline [--urls FILE] [--cache FILE] [--config FILE]",
        "refresh": "byline refresh [--urls FILE] [--cache FILE]",
        "list": "byline list [--json] [--unread] [--starred] [--search TEXT] [--filter EXPR] [--source NAME] [--limit N]",
        "show": "byline show ID [--full] [--width N]",
        "extract": "byline extract [--plain] [--url URL] [--width N] FILE|URL",
        "mark": "byline mark ID --read|--unread|--star|--unstar",
        "import": "byline import FILE | import --from-newsboat [DIR]",
        "export": "byline export [--format opml|newsboat-urls]",
        "request": "byline request [METHOD] URL [-H 'Name: value']... [-q name=value]... [--json name=value]... "
            + "[--form name=value]... [--data TEXT|@FILE|@-] [-a USER[:PASS]] [-p WHAT] [-o FILE] [--timeout SECONDS]",
        "help": "byline help [COMMAND]",
        "account": "byline account add NAME --type greader|fever --url URL --user USER "
            + "(--password-stdin | --password-command CMD) | account list | account remove NAME",
        "sync": "byline sync [NAME] [--quiet]",
        "vacuum": "byline vacuum [--cache FILE]",
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
      import --from-newsboat [DIR]
                       bring newsboat's feeds, settings and read history (from ~/.newsboat)
      export           print your sources as OPML 2.0 (--format newsboat-urls: newsboat's urls)
      request URL      send one HTTP request and print the status, headers and body
      account          add, list or remove sync accounts (Google Reader API, Fever)
      sync [NAME]      sync every account (or one) with its server; refresh does it too
      vacuum           give the space of expired articles back to the disk
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

    Sends one HTTP request through Byline's network layer, like HTTPie. On a terminal it
    prints the status line, the response headers and the body (JSON pretty-printed,
    control characters removed, binary bodies summarised); piped, only the body, byte for
    byte as it arrives. The method is GET, or POST when a body is given.

    options:
      METHOD URL              a method name (letters) may come before the URL
      -X, --method METHOD     any method name (GET, OPTIONS, PROPFIND, ...)
      -H, --header 'N: v'     add a header (repeatable: repeats are all sent);
                              'N;' sends it empty, 'N:' removes a default one
      -q, --query name=value  add a query parameter, encoded exactly once (repeatable)
      --json name=value       add a JSON string field; name:=value adds raw JSON, kept
                              exactly (big numbers keep every digit; fields keep their order)
      --form name=value       add an application/x-www-form-urlencoded field
      --data TEXT|@FILE|@-    send TEXT, the bytes of FILE, or standard input
      --data-raw TEXT         send TEXT as it is, even when it starts with @
      -a, --auth USER[:PASS]  Basic credentials (asks for the password on a terminal)
      -A, --auth-type TYPE    basic (default) or bearer (-a TOKEN)
      --ignore-netrc          do not read ~/.netrc for credentials
      --session NAME          keep cookies and credentials between runs (a private file)
      -p, --print WHAT        H request headers, B request body, h response headers,
                              b response body (default hb on a terminal, b piped)
      -v, --verbose           print the request too (-p HBhb; secrets masked)
      -b, --body              print only the body;  -I, --headers  only the head
      --timeout SECONDS       the longest any one wait may last (default 30); a slow but
                              steady body never times out
      --max-redirects N       follow at most N redirects (default 10; 0 follows none);
                              303, and 301/302 after POST, become a GET without the body
      -F, --follow            accepted for HTTPie's sake (redirects are followed anyway)
      --max-size SIZE         the largest body read (default 32M; K, M, G suffixes)
      -o, --output FILE       stream the raw body to FILE (no size cap)
      -d, --download          stream the body to a file named from the answer or the URL
      -c, --continue          resume a partial download (with -d or -o)

    A URL without a scheme gets http:// for localhost and 127.0.0.1, https:// otherwise;
    :PORT/path means http://localhost:PORT/path. user:pass@ in the URL is sent as Basic
    auth and never shown. Credentials never follow a redirect to another host.

    exit status (HTTPie's --check-status): 0 for 2xx, 2 timeout, 3 unexpected 3xx,
    4 for 4xx, 5 for 5xx, 6 too many redirects, 1 other failures (connection refused,
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
        "list": "Prints cached articles, newest first: date, source, title and id; --json prints an array of objects. "
            + "--filter takes newsboat's filter language, e.g. 'title =~ \"swift\" and age < 7' or 'tags # \"tech\"' "
            + "(attributes title author link content feedtitle feedurl tags unread starred flags age date; "
            + "operators = != =~ !~ # !# < > <= >= between A:B; and, or, parentheses).",
        "show": "Prints one article as the detail pane shows it, wrapped to --width columns (default: the terminal's, else 80); --full prints the reader-mode page stored for it (title first).",
        "extract": "Finds the article in a saved page or at a URL, as Firefox's Reader View does, and prints its title on the first line, then the article; --plain prints plain text without link numbers or image markers; --url gives the page's address for relative links.",
        "mark": "Marks an article read or unread, starred or not.",
        "import": "Adds the sources of an OPML file or a newsboat urls file to your urls file, without duplicates. "
            + "--from-newsboat [DIR] carries over newsboat's urls file (tags, titles, hidden feeds, query feeds), its "
            + "config (every setting Byline has, in a marked block of your config) and its cache.db (every article "
            + "with its read and flagged-as-starred state); DIR defaults to ~/.newsboat, else the XDG folders. "
            + "newsboat's files are only read; importing again changes nothing; what could not be carried over is "
            + "named on one line.",
        "export": "Prints your sources as OPML 2.0, with tags as categories. Query feeds are left out (OPML has none); "
            + "they stay in your urls file. --format newsboat-urls prints a urls file newsboat reads, query feeds "
            + "included.",
        "help": "Explains a command.",
        "account": "Adds, lists or removes sync accounts. The password comes from stdin (kept in a private file "
            + "beside the config) or from a command run when needed (argv, no shell), never from the command line.",
        "sync": "Sends the read and star changes made here, then fetches subscriptions, new articles and read and "
            + "starred state from every account's server (or only NAME). Exit status 1 when any account failed.",
        "vacuum": "Rebuilds the cache file without the space that expired articles left (max-items, keep-articles-days) "
            + "and prints its size before and after. Needs free disk space about the size of the cache, and no other "
            + "byline using it.",
    ]
}
