/// Telling data tables (kept whole) from layout tables (scored and cleaned like any block).
enum ReaderTables {
    private static let dataParts: Set<String> = ["col", "colgroup", "tfoot", "thead", "th"]

    /// Decides ``ReaderNode/isDataTable`` for every table in `root`.
    static func markDataTables(in root: ReaderNode) {
        for table in root.descendants(named: "table") { table.isDataTable = decide(table) }
    }

    /// Whether `table` was marked as a data table.
    static func isData(_ table: ReaderNode) -> Bool {
        table.isDataTable == true
    }

    private static func decide(_ table: ReaderNode) -> Bool {
        if table.attribute("role") == "presentation" || table.attribute("datatable") == "0" { return false }
        if table.attribute("summary") != nil { return true }
        if let caption = table.descendants(named: "caption").first, !caption.children.isEmpty { return true }
        if !table.descendants(named: dataParts).isEmpty { return true }
        if !table.descendants(named: "table").isEmpty { return false }
        var rows = 0
        var columns = 0
        for row in table.descendants(named: "tr") {
            rows += Int(row.attribute("rowspan") ?? "").flatMap { $0 > 0 ? $0 : nil } ?? 1
            var inRow = 0
            for cell in row.descendants(named: "td") {
                inRow += Int(cell.attribute("colspan") ?? "").flatMap { $0 > 0 ? $0 : nil } ?? 1
            }
            columns = max(columns, inRow)
        }
        if rows == 1 || columns == 1 { return false }
        return rows >= 10 || columns > 4 || rows * columns > 10
    }

    /// Replaces each table of a single cell by the cell's content (a `<p>` or `<div>`).
    static func unwrapSingleCellTables(in root: ReaderNode) {
        for table in root.descendants(named: "table") where table.parent != nil {
            let body = ReaderContent.hasSingleChild(table, named: "tbody") ? table.elementChildren[0] : table
            guard ReaderContent.hasSingleChild(body, named: "tr") else { continue }
            let row = body.elementChildren[0]
            guard ReaderContent.hasSingleChild(row, named: "td") else { continue }
            let cell = row.elementChildren[0]
            cell.name = cell.children.allSatisfy(ReaderContent.isPhrasing) ? "p" : "div"
            table.replace(with: cell)
        }
    }
}
