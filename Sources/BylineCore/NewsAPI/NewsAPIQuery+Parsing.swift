import BylineText
import Foundation

extension NewsAPIQuery {
    /// The prefix of NewsAPI lines in the urls file.
    public static let scheme = "newsapi:"

    /// Parses `newsapi:top-headlines?country=us&category=technology` or
    /// `newsapi:everything?q=swift`, as written in the urls file.
    public init(sourceLine text: String) throws(NewsAPIQueryError) {
        guard text.hasPrefix(Self.scheme) else {
            throw NewsAPIQueryError(NewsAPIText.startsWith.text)
        }
        // The text reappears in messages and (as the display name) on screen, so nothing
        // that could drive a terminal may pass, raw or %-encoded.
        if Self.hasControlCharacters(text) {
            throw NewsAPIQueryError(NewsAPIText.controlCharacters.text)
        }
        let rest = text.dropFirst(Self.scheme.count)
        let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let kind = parts.first.map(String.init) ?? ""
        let parameters = try Self.parameters(parts.count > 1 ? String(parts[1]) : "")
        func list(_ name: String) -> [String] {
            (parameters[name] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        func number(_ name: String) throws(NewsAPIQueryError) -> Int? {
            guard let value = parameters[name] else { return nil }
            guard let number = Int(value) else { throw NewsAPIQueryError(NewsAPIText.wholeNumber(name, value)) }
            return number
        }
        switch kind {
        case "top-headlines":
            try Self.rejectUnknown(parameters, known: ["country", "category", "sources", "q", "pageSize", "page"], kind: kind)
            self = .topHeadlines(
                TopHeadlinesQuery(
                    country: parameters["country"], category: parameters["category"], sources: list("sources"),
                    q: parameters["q"], pageSize: try number("pageSize"), page: try number("page")))
        case "everything":
            try Self.rejectUnknown(
                parameters,
                known: [
                    "q", "searchIn", "sources", "domains", "excludeDomains", "from", "to",
                    "language", "sortBy", "pageSize", "page"
                ], kind: kind)
            self = .everything(
                EverythingQuery(
                    q: parameters["q"], searchIn: list("searchIn"), sources: list("sources"), domains: list("domains"),
                    excludeDomains: list("excludeDomains"), from: parameters["from"], to: parameters["to"],
                    language: parameters["language"], sortBy: parameters["sortBy"], pageSize: try number("pageSize"),
                    page: try number("page")))
        default:
            throw NewsAPIQueryError(NewsAPIText.unknownEndpoint(kind))
        }
        try validate()
    }

    private static func parameters(_ query: String) throws(NewsAPIQueryError) -> [String: String] {
        var result: [String: String] = [:]
        for pair in query.split(separator: "&") where !pair.isEmpty {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = decode(String(halves[0]))
            let value = halves.count > 1 ? decode(String(halves[1])) : ""
            guard !name.isEmpty else { throw NewsAPIQueryError(NewsAPIText.noName.text) }
            if hasControlCharacters(name) || hasControlCharacters(value) {
                throw NewsAPIQueryError(NewsAPIText.encodedControl.text)
            }
            if !value.isEmpty { result[name] = value }
        }
        return result
    }

    /// Whether `text` holds a character ``TextSanitizer`` would remove (controls, ESC, bidi).
    private static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { !TextSanitizer.isAllowed($0) }
    }

    private static func decode(_ text: String) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    private static func rejectUnknown(_ parameters: [String: String], known: Set<String>, kind: String) throws(NewsAPIQueryError) {
        if parameters.keys.contains(where: { $0.lowercased() == "apikey" }) {
            throw NewsAPIQueryError(NewsAPIText.apiKeyInFile(kind))
        }
        if let unknown = parameters.keys.sorted().first(where: { !known.contains($0) }) {
            throw NewsAPIQueryError(NewsAPIText.unknownParameter(kind, unknown, known.sorted().joined(separator: ", ")))
        }
    }
}
