/// The keys the browser starts from (`keymap`), before the config's `bind-key` lines.
public enum KeymapChoice: String, CaseIterable, Sendable, Hashable {
    /// Byline's own keys (the README's table).
    case byline
    /// newsboat's default keys, for those who learned them there (`import --from-newsboat` sets it).
    case newsboat
}
