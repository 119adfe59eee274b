import BylineCore
import Foundation

extension RequestPlan {
    /// The body from `--json`, `--form`, `--data` or `--data-raw`, or nil.
    static func makeBody(_ options: OptionValues<Option>, readFile: (String) throws -> Data) throws(UsageError) -> RequestBody? {
        let json = options.all(.json)
        let form = options.all(.form)
        let data = options.value(.data)
        let literal = options.value(.dataRaw)
        let kinds = [!json.isEmpty, !form.isEmpty, data != nil, literal != nil].filter { $0 }.count
        guard kinds <= 1 else { throw UsageError(RequestText.chooseBodyKind.text) }
        if !json.isEmpty {
            var fields: [(name: String, value: JSONValue)] = []
            for text in json {
                fields.append(try jsonField(text))
            }
            do {
                return try RequestBody.json(fields: fields)
            } catch {
                throw UsageError(error.message)
            }
        }
        if !form.isEmpty {
            return .form(
                try form.map { text throws(UsageError) in
                    let (name, value) = try pair(text, option: "--form")
                    return RequestBody.FormField(name, value ?? "")
                })
        }
        if let literal {
            return .raw(Data(literal.utf8), contentType: guessContentType(Data(literal.utf8)))
        }
        guard let data else { return nil }
        guard data.hasPrefix("@") else {
            return .raw(Data(data.utf8), contentType: guessContentType(Data(data.utf8)))
        }
        let path = String(data.dropFirst())
        do {
            let bytes = try readFile(path)
            return .raw(bytes, contentType: guessContentType(bytes))
        } catch {
            let what = path == "-" ? RequestText.standardInput.text : "'\(path)'"
            throw UsageError(RequestText.cannotReadData(what, error.localizedDescription))
        }
    }

    /// JSON when it parses as JSON, UTF-8 text when it is text, bytes otherwise.
    static func guessContentType(_ data: Data) -> String {
        if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil { return "application/json" }
        if String(data: data, encoding: .utf8) != nil { return "text/plain; charset=utf-8" }
        return "application/octet-stream"
    }

    /// The default headers for `body`, then `-H` in order: the first `-H` of a name
    /// replaces the default, repeats are all sent, `Name;` sends an empty value and
    /// `Name:` removes the header (even one the transport adds, such as User-Agent).
    static func applyHeaders(_ options: OptionValues<Option>, body: RequestBody?, to request: inout HTTPRequest) throws(UsageError) {
        var defaults = HTTPHeaders()
        defaults.add("Accept", body?.accept ?? "*/*")
        if let type = body?.contentType { defaults.add("Content-Type", type) }
        var given = HTTPHeaders()
        var removed: [String] = []
        for text in options.all(.header) {
            switch try header(text) {
            case .add(let name, let value):
                given.add(name, value)
                removed.removeAll { $0.caseInsensitiveEquals(name) }
            case .remove(let name):
                given.remove(name)
                removed.append(name)
            }
        }
        for field in defaults where !given.contains(field.name) && !removed.contains(where: { $0.caseInsensitiveEquals(field.name) }) {
            request.headers.add(field.name, field.value)
        }
        for name in removed { request.headers.remove(name) }
        for field in given {
            if field.name.caseInsensitiveEquals("Authorization") { request.headers.remove("Authorization") }
            request.headers.add(field.name, field.value)
        }
        request.suppressedHeaders = removed
    }

    /// `-a USER[:PASS]` with `--auth-type basic` (the default) or `bearer` (`-a TOKEN`).
    static func applyAuth(
        _ options: OptionValues<Option>, to request: inout HTTPRequest,
        askPassword: (String) -> String?
    ) throws(UsageError) {
        let type = (options.value(.authType) ?? "basic").lowercased()
        guard type == "basic" || type == "bearer" else {
            throw UsageError(RequestText.authType(type))
        }
        guard let auth = options.value(.auth) else {
            if options.value(.authType) != nil { throw UsageError(RequestText.authTypeNeedsAuth.text) }
            return
        }
        let value: String
        if type == "bearer" {
            value = "Bearer " + auth
        } else if let colon = auth.firstIndex(of: ":") {
            value = BasicCredentials(user: String(auth[..<colon]), password: String(auth[auth.index(after: colon)...])).authorization
        } else {
            guard let password = askPassword(auth) else {
                throw UsageError(RequestText.needsPassword(auth))
            }
            value = BasicCredentials(user: auth, password: password).authorization
        }
        request.headers.set("Authorization", value)
    }

    /// What one `-H` says.
    enum HeaderItem: Equatable {
        /// Send `name: value` (value may be empty, from `Name;`).
        case add(String, String)
        /// Do not send `name` at all (`Name:`).
        case remove(String)
    }

    static func header(_ text: String) throws(UsageError) -> HeaderItem {
        let colon = text.firstIndex(of: ":")
        if colon == nil, text.hasSuffix(";") {
            let name = String(text.dropLast()).trimmingCharacters(in: .whitespaces)
            try checkHeaderName(name)
            return .add(name, "")
        }
        guard let colon else { throw UsageError(RequestText.headerForm(text)) }
        let name = text[..<colon].trimmingCharacters(in: .whitespaces)
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        try checkHeaderName(name)
        guard !value.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
            throw UsageError(RequestText.headerLineBreak(name))
        }
        return value.isEmpty ? .remove(name) : .add(name, value)
    }

    private static func checkHeaderName(_ name: String) throws(UsageError) {
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(tokenCharacters.contains) else {
            throw UsageError(RequestText.invalidHeaderName(name))
        }
    }

    private static func jsonField(_ text: String) throws(UsageError) -> (name: String, value: JSONValue) {
        if let range = text.range(of: ":="), !text[..<range.lowerBound].contains("=") {
            let name = String(text[..<range.lowerBound])
            let raw = String(text[range.upperBound...])
            guard let value = JSONValue(parsing: raw) else {
                throw UsageError(RequestText.jsonValue(name, raw))
            }
            return (name, value)
        }
        let (name, value) = try pair(text, option: "--json")
        return (name, .string(value ?? ""))
    }

    static func pair(_ text: String, option: String) throws(UsageError) -> (String, String?) {
        guard let equals = text.firstIndex(of: "=") else {
            throw UsageError(RequestText.needsPair(option, text))
        }
        let name = String(text[..<equals])
        guard !name.isEmpty else { throw UsageError(RequestText.needsName(option, text)) }
        return (name, String(text[text.index(after: equals)...]))
    }
}
