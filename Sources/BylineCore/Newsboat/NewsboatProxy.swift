import BylineText
import Foundation

/// newsboat's three proxy settings (`use-proxy`, `proxy HOST:PORT`, `proxy-type`), gathered
/// over a config file and turned into Byline's one `proxy URL`.
struct NewsboatProxy {
    /// `use-proxy`: newsboat ignores `proxy` unless it is yes.
    var enabled = false
    /// `proxy`, as newsboat writes it (`host:port`, no scheme).
    var address: String?
    /// `proxy-type`: http (the default), socks4, socks4a, socks5 or socks5h.
    var type = "http"
    /// The line of the `proxy` setting, for messages.
    var line: Int?
    /// Proxy settings with no Byline meaning (credentials are never copied into Byline's config).
    var notCarried: [String] = []

    /// Takes one setting when it is a proxy setting; false for any other.
    mutating func read(_ name: String, _ values: [String], number: Int) -> Bool {
        let value = values.first ?? ""
        switch name {
        case "use-proxy": enabled = ["yes", "true", "on"].contains(value.lowercased())
        case "proxy":
            address = value
            line = number
        case "proxy-type": type = value.lowercased()
        case "proxy-auth", "proxy-auth-method":
            if !notCarried.contains(name) { notCarried.append(name) }
        default: return false
        }
        return true
    }

    /// Byline's `proxy` line, nil when newsboat uses none; `proxy (use-proxy is no)` is listed
    /// as not carried when an address is set but switched off.
    mutating func bylineLine() -> String? {
        guard let address, !address.isEmpty else { return nil }
        guard enabled else {
            notCarried.append(NewsboatText.skipProxyOff.text)
            return nil
        }
        let scheme = address.contains("://") ? "" : type + "://"
        return "proxy " + LineTokenizer.quoted(scheme + address)
    }
}
