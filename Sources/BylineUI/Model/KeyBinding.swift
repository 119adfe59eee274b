/// Keys that run one command: one line of the key map.
public struct KeyBinding: Hashable, Sendable {
    /// The keys, in the order the help lists them.
    public var keys: [Key]
    /// What they do.
    public var command: Command

    /// A binding of `keys` to `command`.
    public init(_ keys: [Key], _ command: Command) {
        self.keys = keys
        self.command = command
    }
}
