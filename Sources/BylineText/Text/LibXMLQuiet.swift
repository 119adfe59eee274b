import CLibXML2

/// Runs libxml2 work with its error reports discarded on this thread: the HTML parser
/// reports bad bytes and encoder failures through the process-wide handler even with
/// `HTML_PARSE_NOERROR`, and that handler writes to stderr — in the browser, onto the screen.
public enum LibXMLQuiet {
    private static let ignore: xmlStructuredErrorFunc = { _, _ in }

    /// The result of `body`, run with libxml2's error handler (per thread) silenced.
    public static func run<T>(_ body: () -> T) -> T {
        let savedHandler = __xmlStructuredError().pointee
        let savedContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(nil, ignore)
        defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
        return body()
    }
}
