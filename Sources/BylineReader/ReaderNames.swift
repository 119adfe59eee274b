/// The names the reader compares most, as literals: a name read from the page is swapped
/// for the equal literal, whose known-ASCII storage makes every later comparison cheap.
enum ReaderNames {
    private static let known: Set<String> = [
        "a", "abbr", "address", "article", "aside", "audio", "b", "base", "bdo", "blockquote", "body", "br", "button",
        "canvas", "caption", "center", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del", "details",
        "dfn", "dialog", "dir", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "font", "footer",
        "form", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "img",
        "input", "ins", "kbd", "label", "legend", "li", "link", "main", "mark", "math", "menu", "meta", "meter", "nav",
        "noscript", "object", "ol", "optgroup", "option", "output", "p", "picture", "pre", "progress", "q", "ruby",
        "samp", "script", "section", "select", "small", "source", "span", "strong", "style", "sub", "summary", "sup",
        "svg", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "u", "ul",
        "var", "video", "wbr", "class", "id", "href", "src", "srcset", "alt", "style", "hidden", "aria-hidden", "role",
        "rel", "itemprop", "aria-modal", "content", "property", "name", "type", "lang", "colspan", "rowspan"
    ]

    /// The literal equal to `name`, or `name` itself.
    static func intern(_ name: String) -> String {
        known.firstIndex(of: name).map { known[$0] } ?? name
    }
}
