import Foundation

extension HTTPRequest {
    /// Every credential this request carries, in the forms Byline sent it: the credentials
    /// of `Authorization` and `Proxy-Authorization` (Basic's base64, `user:password` and the
    /// password; a token, and `auth=`'s value for Google Reader), the values of headers,
    /// query fields and form or JSON body fields named like secrets (`X-Api-Key`,
    /// `api_key`, `Passwd`, `token`…), the URL's password, and ``declaredSecrets``.
    public var secrets: [String] {
        var found = declaredSecrets
        for field in headers {
            let name = field.name.lowercased()
            if name == "authorization" || name == "proxy-authorization" {
                found += Self.credentials(in: field.value)
            } else if URLRedaction.isSecretName(name) {
                found.append(field.value)
            }
        }
        if let components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            if let password = components.password { found.append(password) }
            found += (components.queryItems ?? []).filter { URLRedaction.isSecretName($0.name) }.compactMap(\.value)
        }
        found += bodySecrets
        return Array(Set(found.filter { !$0.isEmpty }))
    }

    /// The parts of an `Authorization` value that are secret.
    static func credentials(in value: String) -> [String] {
        let parts = value.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return [value] }
        let credential = parts[1].trimmingCharacters(in: .whitespaces)
        if parts[0].caseInsensitiveEquals("Basic") {
            guard let decoded = Data(base64Encoded: credential), let text = String(data: decoded, encoding: .utf8),
                let colon = text.firstIndex(of: ":")
            else { return [credential] }
            return [credential, text, String(text[text.index(after: colon)...])]
        }
        // `GoogleLogin auth=TOKEN` and other schemes' `name=value` lists: the values (so an
        // echo reads `auth=[redacted]`); a token with `=` padding is one value.
        let values = credential.split(separator: ",").compactMap { pair -> String? in
            let halves = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard halves.count == 2, halves[0].allSatisfy({ $0.isLetter || $0 == "_" || $0 == "-" }),
                !halves[1].allSatisfy({ $0 == "=" })
            else { return nil }
            return halves[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return values.isEmpty ? [credential] : values
    }

    /// Secret-named fields of a form or JSON object body.
    private var bodySecrets: [String] {
        guard let body, !body.isEmpty, body.count <= 1 << 20 else { return [] }
        let type = (headers["Content-Type"] ?? "").lowercased()
        if type.hasPrefix("application/x-www-form-urlencoded") {
            return String(decoding: body, as: UTF8.self).split(separator: "&").compactMap { pair in
                let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                    $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
                }
                return halves.count == 2 && URLRedaction.isSecretName(halves[0]) ? halves[1] : nil
            }
        }
        if type.contains("json"), let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
            return object.filter { URLRedaction.isSecretName($0.key) }.compactMap { $0.value as? String }
        }
        return []
    }
}
