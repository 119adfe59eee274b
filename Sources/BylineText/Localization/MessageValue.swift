import Foundation

/// A message kept as data, not as a sentence: a catalogue entry's name and its arguments, so
/// what one process stores (a source's last error, written by a cron job in the C locale) is
/// written in the language of whoever reads it later.
///
/// Arguments are values too, so a message inside a message ("503 Service Unavailable: the
/// server failed" inside "skipped until …") is translated all the way down. Words that are
/// never translated (a server's own text, a host name, a number) are ``text(_:)``.
public indirect enum MessageValue: Sendable, Hashable {
    /// Words kept as they are in every language.
    case text(String)
    /// The catalogue entry `name` (`Area.case`) with its arguments.
    case message(String, [MessageValue])
    /// Parts written one after the other.
    case joined([MessageValue])

    /// The words in `language`; nil when an entry is not in this build's catalogue (a value
    /// written by another version), so the caller can fall back to the sentence stored with it.
    public func rendered(in language: UILanguage) -> String? {
        switch self {
        case .text(let words):
            return words
        case .message(let name, let arguments):
            guard let entry = Catalogue.entry(named: name) else { return nil }
            var filled: [String] = []
            filled.reserveCapacity(arguments.count)
            for argument in arguments {
                guard let words = argument.rendered(in: language) else { return nil }
                filled.append(words)
            }
            let template = language == .korean ? entry.korean : entry.english
            return CommonText.fill(template, with: filled)
        case .joined(let parts):
            var result = ""
            for part in parts {
                guard let words = part.rendered(in: language) else { return nil }
                result += words
            }
            return result
        }
    }

    /// The words in the current language (an unknown entry shows its name, never nothing).
    public var words: String {
        rendered(in: Localization.language) ?? fallback
    }

    /// Something to show for a value this build cannot render: its plain words and names.
    private var fallback: String {
        switch self {
        case .text(let words): words
        case .message(let name, let arguments): ([name] + arguments.map(\.fallback)).joined(separator: " ")
        case .joined(let parts): parts.map(\.fallback).joined()
        }
    }

    /// These parts one after the other (`+` on sentences, kept as data).
    public static func + (left: MessageValue, right: MessageValue) -> MessageValue {
        switch (left, right) {
        case (.joined(let first), .joined(let second)): .joined(first + second)
        case (.joined(let first), _): .joined(first + [right])
        case (_, .joined(let second)): .joined([left] + second)
        default: .joined([left, right])
        }
    }
}

/// Something that can be an argument of a ``MessageValue``: a value, or words and numbers
/// that stay as they are in every language.
public protocol MessageArgument: Sendable {
    /// This argument as a value.
    var messageValue: MessageValue { get }
}

extension MessageValue: MessageArgument {
    /// Itself.
    public var messageValue: MessageValue { self }
}

extension String: MessageArgument {
    /// The words as they are.
    public var messageValue: MessageValue { .text(self) }
}

extension Int: MessageArgument {
    /// The number as digits.
    public var messageValue: MessageValue { .text(String(self)) }
}

extension Int32: MessageArgument {
    /// The number as digits.
    public var messageValue: MessageValue { .text(String(self)) }
}

extension CatalogueMessage {
    /// This message with `arguments`, as data to be written in any language later.
    public func value(_ arguments: any MessageArgument...) -> MessageValue {
        .message("\(Self.self).\(rawValue)", arguments.map(\.messageValue))
    }
}

extension Catalogue {
    /// The entry called `name` (`Area.case`), or nil when this build has none by that name.
    public static func entry(named name: String) -> Entry? {
        entriesByName[name]
    }

    private static let entriesByName: [String: Entry] = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
