import BylineText
import Foundation

/// A NewsAPI v2 request: `top-headlines` or `everything`, with its parameters.
public enum NewsAPIQuery: Sendable, Hashable {
    /// `/v2/top-headlines`.
    case topHeadlines(TopHeadlinesQuery)
    /// `/v2/everything`.
    case everything(EverythingQuery)

    /// The endpoint path.
    public var path: String {
        switch self {
        case .topHeadlines: "/v2/top-headlines"
        case .everything: "/v2/everything"
        }
    }

    /// The parameters, in NewsAPI's names, in a fixed order.
    public var queryItems: [URLQueryItem] {
        switch self {
        case .topHeadlines(let query): query.queryItems
        case .everything(let query): query.queryItems
        }
    }

    /// A short name for the source list ("Top headlines: us technology", "Everything: swift").
    public var displayName: String {
        switch self {
        case .topHeadlines(let query):
            let parts = [query.country, query.category, query.q].compactMap { $0 } + query.sources
            return parts.isEmpty ? NewsAPIText.topHeadlines.text : NewsAPIText.topHeadlinesOf(parts.joined(separator: " "))
        case .everything(let query):
            let parts = [query.q].compactMap { $0 } + query.sources + query.domains
            return parts.isEmpty ? NewsAPIText.everything.text : NewsAPIText.everythingOf(parts.joined(separator: " "))
        }
    }

    /// Checks the combinations NewsAPI refuses, so the user hears it before a request is spent.
    public func validate() throws(NewsAPIQueryError) {
        switch self {
        case .topHeadlines(let query): try query.validate()
        case .everything(let query): try query.validate()
        }
    }
}

/// Why a NewsAPI query cannot be sent.
public struct NewsAPIQueryError: Error, Sendable, Equatable, LocalizedError {
    /// What is wrong, in words.
    public var message: String

    /// An error with its words.
    public init(_ message: String) { self.message = message }

    public var errorDescription: String? { message }
}

/// The parameters of `/v2/top-headlines`.
public struct TopHeadlinesQuery: Sendable, Hashable {
    /// Two-letter country code (`us`, `kr`).
    public var country: String?
    /// One of ``categories``.
    public var category: String?
    /// Source ids; NewsAPI refuses them together with country or category.
    public var sources: [String]
    /// Keywords or a phrase.
    public var q: String?
    /// Results per page, 1–100.
    public var pageSize: Int?
    /// Page number, from 1.
    public var page: Int?

    /// The categories NewsAPI knows.
    public static let categories = ["business", "entertainment", "general", "health", "science", "sports", "technology"]

    /// A query from its parameters.
    public init(
        country: String? = nil, category: String? = nil, sources: [String] = [], q: String? = nil,
        pageSize: Int? = nil, page: Int? = nil
    ) {
        self.country = country
        self.category = category
        self.sources = sources
        self.q = q
        self.pageSize = pageSize
        self.page = page
    }

    var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        items.appendIfPresent("country", country)
        items.appendIfPresent("category", category)
        items.appendIfPresent("sources", sources.isEmpty ? nil : sources.joined(separator: ","))
        items.appendIfPresent("q", q)
        items.appendIfPresent("pageSize", pageSize.map(String.init))
        items.appendIfPresent("page", page.map(String.init))
        return items
    }

    func validate() throws(NewsAPIQueryError) {
        if !sources.isEmpty && (country != nil || category != nil) {
            throw NewsAPIQueryError(NewsAPIText.sourcesCombined.text)
        }
        if let category, !Self.categories.contains(category) {
            throw NewsAPIQueryError(NewsAPIText.unknownCategory(category, Self.categories.joined(separator: ", ")))
        }
        if let country, country.count != 2 || !country.allSatisfy(\.isLetter) {
            throw NewsAPIQueryError(NewsAPIText.countryCode(country))
        }
        try NewsAPIPaging.validate(pageSize: pageSize, page: page)
    }
}

/// The parameters of `/v2/everything`.
public struct EverythingQuery: Sendable, Hashable {
    /// Keywords or a phrase (NewsAPI's search syntax: quotes, +must, -not, AND/OR).
    public var q: String?
    /// Fields to search: `title`, `description`, `content`.
    public var searchIn: [String]
    /// Source ids.
    public var sources: [String]
    /// Domains to include.
    public var domains: [String]
    /// Domains to leave out.
    public var excludeDomains: [String]
    /// The oldest date, ISO 8601 (`2026-11-01` or `2026-11-01T10:00:00`).
    public var from: String?
    /// The newest date, ISO 8601.
    public var to: String?
    /// Two-letter language code.
    public var language: String?
    /// `relevancy`, `popularity` or `publishedAt`.
    public var sortBy: String?
    /// Results per page, 1–100.
    public var pageSize: Int?
    /// Page number, from 1.
    public var page: Int?

    /// The fields `searchIn` accepts.
    public static let searchFields = ["title", "description", "content"]
    /// The orders `sortBy` accepts.
    public static let sortOrders = ["relevancy", "popularity", "publishedAt"]

    /// A query from its parameters.
    public init(
        q: String? = nil, searchIn: [String] = [], sources: [String] = [], domains: [String] = [],
        excludeDomains: [String] = [], from: String? = nil, to: String? = nil, language: String? = nil,
        sortBy: String? = nil, pageSize: Int? = nil, page: Int? = nil
    ) {
        self.q = q
        self.searchIn = searchIn
        self.sources = sources
        self.domains = domains
        self.excludeDomains = excludeDomains
        self.from = from
        self.to = to
        self.language = language
        self.sortBy = sortBy
        self.pageSize = pageSize
        self.page = page
    }

    var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        items.appendIfPresent("q", q)
        items.appendIfPresent("searchIn", searchIn.isEmpty ? nil : searchIn.joined(separator: ","))
        items.appendIfPresent("sources", sources.isEmpty ? nil : sources.joined(separator: ","))
        items.appendIfPresent("domains", domains.isEmpty ? nil : domains.joined(separator: ","))
        items.appendIfPresent("excludeDomains", excludeDomains.isEmpty ? nil : excludeDomains.joined(separator: ","))
        items.appendIfPresent("from", from)
        items.appendIfPresent("to", to)
        items.appendIfPresent("language", language)
        items.appendIfPresent("sortBy", sortBy)
        items.appendIfPresent("pageSize", pageSize.map(String.init))
        items.appendIfPresent("page", page.map(String.init))
        return items
    }

    func validate() throws(NewsAPIQueryError) {
        if (q ?? "").isEmpty && sources.isEmpty && domains.isEmpty {
            throw NewsAPIQueryError(NewsAPIText.needsSearch.text)
        }
        if let bad = searchIn.first(where: { !Self.searchFields.contains($0) }) {
            throw NewsAPIQueryError(NewsAPIText.searchInField(bad))
        }
        if let sortBy, !Self.sortOrders.contains(sortBy) {
            throw NewsAPIQueryError(NewsAPIText.unknownSortBy(sortBy))
        }
        for (name, value) in [("from", from), ("to", to)] {
            if let value, DateParsing.parse(value) == nil {
                throw NewsAPIQueryError(NewsAPIText.isoDate(name, value))
            }
        }
        if let language, language.count != 2 || !language.allSatisfy(\.isLetter) {
            throw NewsAPIQueryError(NewsAPIText.languageCode(language))
        }
        try NewsAPIPaging.validate(pageSize: pageSize, page: page)
    }
}

enum NewsAPIPaging {
    static func validate(pageSize: Int?, page: Int?) throws(NewsAPIQueryError) {
        if let pageSize, !(1...100).contains(pageSize) {
            throw NewsAPIQueryError(NewsAPIText.pageSize(pageSize))
        }
        if let page, page < 1 {
            throw NewsAPIQueryError(NewsAPIText.page(page))
        }
    }
}

extension Array where Element == URLQueryItem {
    mutating func appendIfPresent(_ name: String, _ value: String?) {
        if let value, !value.isEmpty { append(URLQueryItem(name: name, value: value)) }
    }
}
