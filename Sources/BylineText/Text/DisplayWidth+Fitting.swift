/// Cutting and padding strings to a number of columns, one whole grapheme cluster at a time.
extension DisplayWidth {
    /// The longest leading run of whole clusters of `string` that fits in `width` columns.
    public static func prefix(_ string: String, width: Int) -> String {
        guard width > 0 else { return "" }
        var used = 0
        var end = string.startIndex
        for index in string.indices {
            let columns = of(string[index])
            if used + columns > width { break }
            used += columns
            end = string.index(after: index)
        }
        return String(string[..<end])
    }

    /// `string` cut to at most `width` columns, ending in `ellipsis` when something was cut.
    ///
    /// White space before the ellipsis is dropped. When not even the ellipsis fits, the
    /// result is the plain prefix that does.
    public static func truncate(_ string: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(string) <= width { return string }
        let ellipsisWidth = of(ellipsis)
        guard ellipsisWidth <= width else { return prefix(string, width: width) }
        var head = prefix(string, width: width - ellipsisWidth)
        while let last = head.last, last == " " || last == "\u{A0}" {
            head.removeLast()
        }
        return head + ellipsis
    }

    /// `string` followed by spaces up to `width` columns; unchanged when already that wide.
    public static func pad(_ string: String, toWidth width: Int) -> String {
        let columns = of(string)
        guard columns < width else { return string }
        return string + String(repeating: " ", count: width - columns)
    }

    /// `string` truncated and then padded so it takes exactly `width` columns (or 0 when
    /// `width` is not positive), for filling fixed-width cells.
    public static func fit(_ string: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        return pad(truncate(string, toWidth: width, ellipsis: ellipsis), toWidth: width)
    }
}
