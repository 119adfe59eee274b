/// The documented default config file, `Resources/config.default`, as built into the binary.
///
/// Byline needs no config file to run (every setting has a default, see ``Configuration``);
/// this text is what to show or write out for a user who wants one to edit.
public enum DefaultConfiguration {
    /// The whole file: every setting commented out, with its default value and what it does.
    public static var text: String { EmbeddedResources.defaultConfig }
}
