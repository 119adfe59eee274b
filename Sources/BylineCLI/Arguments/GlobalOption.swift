import BylineCore

/// The options every command accepts, before or after the command's name.
enum GlobalOption: String, CommandOption {
    case urls, cache, config, help, version

    var spec: OptionSpec {
        switch self {
        case .urls: .value(rawValue, "FILE", help: OptionHelpText.urls.text, completion: .file)
        case .cache: .value(rawValue, "FILE", help: OptionHelpText.cache.text, completion: .file)
        case .config: .value(rawValue, "FILE", help: OptionHelpText.config.text, completion: .file)
        case .help: .flag(rawValue, short: "h", help: OptionHelpText.help.text)
        case .version: .flag(rawValue, help: OptionHelpText.version.text)
        }
    }
}
