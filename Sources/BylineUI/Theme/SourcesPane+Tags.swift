/// The tags of a source, for `highlight-article` expressions that test `tags`.
extension SourcesPane {
    /// The urls-file tags of the source with `key`; none for a source not in the file.
    func tags(of key: String) -> [String] {
        entries.first { $0.key == key }?.tags ?? []
    }
}
