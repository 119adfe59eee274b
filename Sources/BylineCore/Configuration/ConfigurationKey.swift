import Foundation

/// A setting Byline reads from the config file, with the words to describe it.
public enum ConfigurationKey: String, Sendable, CaseIterable {
    /// `refresh-on-start yes|no`.
    case refreshOnStart = "refresh-on-start"
    /// `download-timeout SECONDS`.
    case downloadTimeout = "download-timeout"
    /// `max-connections N`.
    case maxConnections = "max-connections"
    /// `max-connections-per-host N`.
    case maxConnectionsPerHost = "max-connections-per-host"
    /// `max-response-size MiB`.
    case maxResponseSize = "max-response-size"
    /// `refresh-backoff SECONDS`.
    case refreshBackoff = "refresh-backoff"
    /// `browser COMMAND`.
    case browser
    /// `show-read-articles yes|no`.
    case showReadArticles = "show-read-articles"
    /// `color yes|no|auto`.
    case color
    /// `host-stagger MILLISECONDS`: the least time between two requests' starts to one host.
    case hostStagger = "host-stagger"
    /// `proxy URL`: the proxy every request goes through.
    case proxy
    /// `user-agent TEXT`: the User-Agent sent with every request.
    case userAgent = "user-agent"

    /// What the value looks like, as the default config writes it.
    public var valueSyntax: String {
        switch self {
        case .refreshOnStart, .showReadArticles: "yes|no"
        case .downloadTimeout, .refreshBackoff: "SECONDS"
        case .maxConnections, .maxConnectionsPerHost: "N"
        case .maxResponseSize: "MiB"
        case .browser: "COMMAND"
        case .color: "yes|no|auto"
        case .hostStagger: "MILLISECONDS"
        case .proxy: "URL|none"
        case .userAgent: "TEXT|default"
        }
    }

    /// Whether the value may be several words (a command and its arguments).
    var takesWords: Bool { self == .browser || self == .userAgent }

    /// Sets this key's field of `configuration` from `value`, or says why it cannot.
    func apply(_ value: String, to configuration: inout Configuration) throws(SourceKeyError) {
        switch self {
        case .refreshOnStart: configuration.refreshOnStart = try yesNo(value)
        case .showReadArticles: configuration.showReadArticles = try yesNo(value)
        case .downloadTimeout:
            configuration.downloadTimeout = try number(value, in: 1...3600, unit: "seconds", noun: "a number of seconds")
        case .maxConnections:
            configuration.maxConnections = try number(value, in: 1...256, unit: nil, noun: "a whole number")
        case .maxConnectionsPerHost:
            configuration.maxConnectionsPerHost = try number(value, in: 1...64, unit: nil, noun: "a whole number")
        case .maxResponseSize:
            configuration.maxResponseSizeMiB = try number(value, in: 1...1024, unit: "MiB", noun: "a number of MiB")
        case .refreshBackoff:
            configuration.refreshBackoff = try number(value, in: 1...3600, unit: "seconds", noun: "a number of seconds")
        case .browser:
            configuration.browser = value
        case .hostStagger:
            configuration.hostStaggerMilliseconds = try number(value, in: 0...60000, unit: "milliseconds", noun: "a number of milliseconds")
        case .proxy:
            guard value.lowercased() != "none" else {
                configuration.proxy = nil
                return
            }
            guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
                  ["http", "https", "socks4", "socks5", "socks5h"].contains(scheme), url.host != nil else {
                throw SourceKeyError("proxy must be a URL such as http://proxy.example:3128, not \(SourceLineError.quote(URLRedaction.redacted(value)))")
            }
            configuration.proxy = value
        case .userAgent:
            guard !value.contains(where: { $0.isNewline || $0 == "\0" }) else {
                throw SourceKeyError("user-agent must be one line")
            }
            configuration.userAgent = value.lowercased() == "default" ? nil : value
        case .color:
            switch value.lowercased() {
            case "yes", "true", "on": configuration.color = .yes
            case "no", "false", "off": configuration.color = .no
            case "auto": configuration.color = .auto
            default: throw SourceKeyError("\(rawValue) must be yes, no or auto, not \(SourceLineError.quote(value))")
            }
        }
    }

    private func yesNo(_ value: String) throws(SourceKeyError) -> Bool {
        switch value.lowercased() {
        case "yes", "true", "on": return true
        case "no", "false", "off": return false
        default: throw SourceKeyError("\(rawValue) must be yes or no, not \(SourceLineError.quote(value))")
        }
    }

    private func number(_ value: String, in range: ClosedRange<Int>, unit: String?,
                        noun: String) throws(SourceKeyError) -> Int {
        guard let number = Int(value) else {
            throw SourceKeyError("\(rawValue) must be \(noun), not \(SourceLineError.quote(value))")
        }
        guard range.contains(number) else {
            let suffix = unit.map { " " + $0 } ?? ""
            throw SourceKeyError("\(rawValue) must be between \(range.lowerBound) and \(range.upperBound)\(suffix), not \(number)")
        }
        return number
    }
}
