import Foundation

/// One area's messages in the catalogue: each case carries its English and Korean templates.
///
/// A template names its arguments `{1}`, `{2}`… so a translation can put them in its own
/// order. Because `english` and `korean` are exhaustive switches, a message without its
/// Korean text does not compile; `CatalogueTests` checks that both templates name the same
/// arguments and that the Korean one is Korean.
public protocol CatalogueMessage: CaseIterable, Sendable, Hashable, RawRepresentable where RawValue == String {
    /// The English template.
    var english: String { get }
    /// The Korean template.
    var korean: String { get }
}

extension CatalogueMessage {
    /// The template in `language`.
    public func template(in language: UILanguage) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }

    /// The message, without arguments, in the current language.
    public var text: String { template(in: Localization.language) }

    /// The message with `{1}`, `{2}`… replaced by `arguments`, in the current language.
    public func callAsFunction(_ arguments: any CustomStringConvertible...) -> String {
        Self.fill(template(in: Localization.language), with: arguments.map(\.description))
    }

    /// The message with its arguments, in `language`.
    public func text(in language: UILanguage, _ arguments: any CustomStringConvertible...) -> String {
        Self.fill(template(in: language), with: arguments.map(\.description))
    }

    /// Replaces each `{n}` (1-based) with the n-th argument; a placeholder without an argument
    /// stays as written, so a mistake shows rather than vanishing.
    static func fill(_ template: String, with arguments: [String]) -> String {
        guard template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"),
                let number = Int(rest[afterOpen..<close]), number >= 1, number <= arguments.count
            {
                result += arguments[number - 1]
                rest = rest[rest.index(after: close)...]
            } else {
                result.append("{")
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }
}
