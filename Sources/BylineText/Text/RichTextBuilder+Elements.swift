import Foundation

/// What each HTML element does to the text being built.
extension RichTextBuilder: HTMLVisitor {
    /// Elements whose contents never reach the reader. (`<object>` and `<embed>` are not
    /// among them: an object's content is the fallback meant for readers that do not run
    /// it, and an unclosed `<object>` or a void `<embed>` read as a container would swallow
    /// the rest of the article.)
    static let droppedElements: Set<String> = [
        "script", "style", "iframe", "noscript", "template", "head", "title",
        "svg", "math", "canvas", "video", "audio", "map", "button", "select", "textarea", "input",
        "frameset", "frame", "applet", "meta", "link", "source", "track", "param"
    ]

    /// Elements that start and end a paragraph.
    static let blockElements: Set<String> = [
        "p", "div", "section", "article", "header", "footer", "main", "nav", "aside", "figure",
        "figcaption", "address", "center", "details", "summary", "form", "fieldset", "legend",
        "hgroup", "caption", "dl", "dt", "table", "option", "optgroup"
    ]

    /// Inline elements and the style they add.
    static let inlineStyles: [String: TextStyle] = [
        "b": .bold, "strong": .bold, "th": .bold, "dt": .bold,
        "i": .italic, "em": .italic, "cite": .italic, "var": .italic, "dfn": .italic, "figcaption": .italic, "summary": .bold,
        "u": .underline, "ins": .underline,
        "s": .dim, "strike": .dim, "del": .dim,
        "code": .code, "kbd": .code, "samp": .code, "tt": .code,
        "mark": .reverse
    ]

    /// Applies an element's start; false for elements whose contents are dropped.
    mutating func open(_ name: String, _ element: HTMLElement) -> Bool {
        if Self.droppedElements.contains(name) { return false }
        if preDepth > 0 { return openInsidePreformatted(name) }
        if tableDepth == 0, !isInAside,
            name == "aside" || name == "details"
                || NoteHints.isNote(role: element.attribute("role"), className: element.attribute("class"))
        {
            return openAside(name, element)
        }
        switch name {
        case "br":
            // In a table a line break ends the row; a cell's own breaks become spaces.
            if tableDepth > 0 { inline.separate() } else { inline.appendBreak() }
            return false
        case "hr":
            flush()
            append(.rule)
            return false
        case "img":
            appendImage(
                src: element.attribute("src"), alt: element.attribute("alt"),
                size: (RichImage.pixels(element.attribute("width")), RichImage.pixels(element.attribute("height"))))
            return false
        case "a":
            openLink(element.attribute("href"))
        case "h1", "h2", "h3", "h4", "h5", "h6":
            flush()
            actions.append(.heading(style, level: headingLevel))
            headingLevel = name.last?.wholeNumberValue
            style.formUnion([.bold, .heading])
        case "ul", "ol", "menu", "dir":
            openList(ordered: name == "ol", start: element.attribute("start"))
        case "li":
            openListItem()
        case "blockquote", "dd":
            openContainer(name == "blockquote" ? .quote : .indented)
        case "figure":
            openContainer(.figure)
        case "pre", "xmp", "listing", "plaintext":
            flush()
            preDepth = 1
            actions.append(.pre)
        case "q":
            inline.appendAtom("“", style: style)
            actions.append(.quotation)
        case "table":
            flush()
            tableDepth += 1
            actions.append(.table(style))
        case "tr":
            cellsInRow = 0
            actions.append(.tableRow)
        case "td", "th":
            if cellsInRow > 0 && !inline.isEmpty {
                // Within a table a private-use mark splits the cells (see RichTable); it
                // never reaches the screen.
                inline.appendAtom(RichTable.cellMark, style: style)
            }
            cellsInRow += 1
            actions.append(.style(style))
            style.formUnion(Self.inlineStyles[name] ?? [])
        default:
            if Self.blockElements.contains(name) {
                flush()
                actions.append(.block(style))
            } else {
                actions.append(.style(style))
            }
            style.formUnion(Self.inlineStyles[name] ?? [])
        }
        return true
    }

    /// Undoes what the innermost open element did.
    mutating func close() {
        guard let action = actions.popLast() else { return }
        switch action {
        case .none:
            return
        case .style(let previous):
            style = previous
        case .block(let previous):
            flush()
            style = previous
        case .heading(let previous, let level):
            flush()
            style = previous
            headingLevel = level
        case .frame(let previous):
            pop()
            style = previous
        case .implicitList(let previous):
            pop()
            pop()
            style = previous
        case .link(let previous, let url, let visibleAtOpen):
            style = previous
            if let url, inline.visibleCount > visibleAtOpen {
                appendLinkMarker("[\(number(for: url))]", style: previous.union(.dim))
            }
        case .quotation:
            inline.appendAtom("”", style: style)
        case .tableRow:
            inline.endLine()
        case .table(let previous):
            tableDepth -= 1
            style = previous
            if tableDepth == 0 {
                let spans = inline.take()
                if let table = RichTable.block(from: spans) { append(table) }
            }
        case .pre:
            preDepth -= 1
            if preDepth == 0 { finishPreformatted() }
        }
    }

    /// Adds document text, cleaned, collapsed unless inside `<pre>`.
    mutating func text(_ text: String) {
        if preDepth > 0 {
            preText += TextSanitizer.clean(text.replacingOccurrences(of: "\t", with: "    "))
        } else {
            inline.append(TextSanitizer.clean(text), style: style)
        }
    }

    private mutating func openInsidePreformatted(_ name: String) -> Bool {
        switch name {
        case "br":
            preText += "\n"
            return false
        case "pre":
            preDepth += 1
            actions.append(.pre)
        default:
            actions.append(.none)
        }
        return true
    }

    /// An image as a numbered link, `[image: alt text][4]` (the file name when there is no
    /// alt text), so its number opens it; without a web address, the alt text alone.
    private mutating func appendImage(src: String?, alt: String?, size: (width: Int?, height: Int?)) {
        let url = src.flatMap { source -> URL? in
            if baseURL == nil && source.hasPrefix("//") { return WebURL.resolve("https:" + source, relativeTo: nil) }
            return WebURL.resolve(source, relativeTo: baseURL)
        }
        var label = TextSanitizer.singleLine(alt ?? "")
        if let url, images[url] == nil {
            images[url] = RichImage(alt: label.isEmpty ? nil : label, width: size.width, height: size.height)
        }
        if label.isEmpty, let url {
            label = TextSanitizer.singleLine(url.lastPathComponent.removingPercentEncoding ?? url.lastPathComponent)
            if label == "/" { label = "" }
        }
        guard !label.isEmpty || url != nil else { return }
        inline.separate()
        inline.appendAtom("[image: \(label.isEmpty ? "untitled" : label)]", style: style.union(.dim))
        if let url { inline.appendAtom("[\(number(for: url))]", style: style.union(.dim)) }
    }

    private mutating func openLink(_ href: String?) {
        let url = href.flatMap { href -> URL? in
            if href.hasPrefix("#") { return nil }
            // A scheme-relative link needs a scheme even when the article has no URL.
            if baseURL == nil && href.hasPrefix("//") { return WebURL.resolve("https:" + href, relativeTo: nil) }
            return WebURL.resolve(href, relativeTo: baseURL)
        }
        actions.append(.link(style, url: url, visibleAtOpen: inline.visibleCount))
        if url != nil { style.insert(.link) }
    }

    private mutating func openList(ordered: Bool, start: String?) {
        guard canNest else {
            flush()
            actions.append(.block(style))
            return
        }
        let first = start.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 1
        push(.list(ordered: ordered, start: min(max(first, -999_999), 999_999)))
        actions.append(.frame(style))
    }

    private mutating func openListItem() {
        guard canNest else {
            flush()
            actions.append(.block(style))
            return
        }
        if isInList {
            push(.item)
            actions.append(.frame(style))
        } else {
            push(.list(ordered: false, start: 1))
            push(.item)
            actions.append(.implicitList(style))
        }
    }

    /// A set-off container; a note that is itself a list (`<ol class="footnotes">`) opens the
    /// list inside it, and both close with the element.
    private mutating func openAside(_ name: String, _ element: HTMLElement) -> Bool {
        guard canNest, frames.count + 1 < Self.maximumDepth else {
            flush()
            actions.append(.block(style))
            return true
        }
        push(.aside)
        switch name {
        case "ul", "ol", "menu", "dir":
            let first = element.attribute("start").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 1
            push(.list(ordered: name == "ol", start: min(max(first, -999_999), 999_999)))
            actions.append(.implicitList(style))
        case "blockquote":
            push(.quote)
            actions.append(.implicitList(style))
        case "figure":
            push(.figure)
            actions.append(.implicitList(style))
        default:
            actions.append(.frame(style))
            style.formUnion(Self.inlineStyles[name] ?? [])
        }
        return true
    }

    private mutating func openContainer(_ kind: Frame.Kind) {
        guard canNest else {
            flush()
            actions.append(.block(style))
            return
        }
        push(kind)
        actions.append(.frame(style))
    }
}
