/// Which elements hold text set off from the story: footnotes, endnotes and notes, named by
/// their ARIA role (`note`, `doc-footnote`, `doc-endnotes`…) or by the class names that
/// Markdown tools and publishing systems give footnote lists (`footnotes`, `endnotes`).
/// Shared by the renderer and by reader mode's output, which keeps the role for it.
public enum NoteHints {
    /// ARIA roles of notes and footnotes.
    static let roles: Set<String> = ["note", "doc-footnote", "doc-footnotes", "doc-endnote", "doc-endnotes", "doc-notice", "doc-tip"]
    /// Class names (whole words) of footnote lists and notes.
    static let classWords: Set<String> = ["footnote", "footnotes", "endnotes", "footnote-list", "footnotes-list", "sidenote", "marginnote"]

    /// Whether an element with this `role` and `class` is a note or a footnote list. A
    /// footnote's reference (`class="footnote-ref"`) is not: only whole class words count.
    public static func isNote(role: String?, className: String?) -> Bool {
        if let role, role.lowercased().split(separator: " ").contains(where: { roles.contains(String($0)) }) { return true }
        guard let className else { return false }
        return className.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            .contains { classWords.contains(String($0)) }
    }
}
