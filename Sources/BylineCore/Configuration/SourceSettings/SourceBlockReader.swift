import BylineText
import Foundation

/// Reads the config's `source PATTERN {` … `}` blocks line by line, beside the global
/// settings: a line it takes (an opening, a closing, a setting inside a block) is not a
/// global setting. A bad line inside a block is one error; the block's other lines count,
/// and so does a block that is never closed (with an error at its opening line).
struct SourceBlockReader {
    /// The file's name for messages and origins.
    let fileName: String
    /// The blocks read so far, in file order.
    private(set) var blocks: [SourceBlock] = []
    /// The block being read.
    private var open: SourceBlock?

    init(fileName: String) { self.fileName = fileName }

    /// Whether the line belongs to a block (read, or refused with an error).
    mutating func read(_ line: String, number: Int) throws(SourceKeyError) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let first = trimmed.split(whereSeparator: \.isWhitespace).first.map(String.init)
        if trimmed == "}" {
            guard let block = open else { throw SourceKeyError(SourceSettingText.strayBrace.text) }
            blocks.append(block)
            open = nil
            return true
        }
        if first == "source" || first == "source{" {
            if let block = open { throw SourceKeyError(SourceSettingText.blockNested(block.line)) }
            open = try Self.opening(line, number: number)
            return true
        }
        guard var block = open else { return false }
        defer { open = block }
        try setting(line, number: number, in: &block)
        return true
    }

    /// Errors for what is left open at the end of the file; an open block still counts.
    mutating func finish() -> [SourceLineError] {
        guard let block = open else { return [] }
        blocks.append(block)
        open = nil
        return [SourceLineError(file: fileName, line: block.line, message: SourceSettingText.blockNotClosed.text)]
    }

    /// `source PATTERN {` as a block with no settings yet.
    private static func opening(_ line: String, number: Int) throws(SourceKeyError) -> SourceBlock {
        var tokens: [LineTokenizer.Token]
        do throws(LineTokenizer.Failure) {
            tokens = try LineTokenizer.tokens(line)
        } catch {
            throw SourceKeyError(ConfigText.unclosedQuote.text)
        }
        tokens.removeFirst()
        guard let last = tokens.last, last.text.hasSuffix("{") else {
            throw SourceKeyError(SourceSettingText.blockNeedsBrace.text)
        }
        if last.text == "{" {
            tokens.removeLast()
        } else {
            tokens[tokens.count - 1].text.removeLast()
        }
        let pattern = tokens.map(\.text).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard !pattern.isEmpty, pattern.lowercased() != "tag:" else {
            throw SourceKeyError(SourceSettingText.blockNeedsPattern.text)
        }
        return SourceBlock(pattern: SourceBlock.Pattern(pattern), line: number)
    }

    /// One `key value` line inside a block.
    private func setting(_ line: String, number: Int, in block: inout SourceBlock) throws(SourceKeyError) {
        let tokens: [LineTokenizer.Token]
        do throws(LineTokenizer.Failure) {
            tokens = try LineTokenizer.tokens(line)
        } catch {
            throw SourceKeyError(ConfigText.unclosedQuote.text)
        }
        guard let name = tokens.first?.text else { return }
        let known = SourceSetting.allCases.map(\.rawValue).joined(separator: ", ")
        guard let setting = SourceSetting(rawValue: name) else {
            if ConfigurationKey(rawValue: name) != nil {
                throw SourceKeyError(SourceSettingText.notPerSource(SourceLineError.quote(name), known))
            }
            throw SourceKeyError(ConfigText.unknownSetting(SourceLineError.quote(name), known))
        }
        let values = tokens.dropFirst()
        guard !values.isEmpty else { throw SourceKeyError(ConfigText.needsValue(name, setting.valueSyntax)) }
        // One value as written; several words joined, quoted ones re-quoted (as ignore-article does).
        let value =
            values.count == 1
            ? values[values.startIndex].text
            : values.map { $0.quoted && setting == .ignoreArticle ? LineTokenizer.quoted($0.text, always: true) : $0.text }
                .joined(separator: " ")
        try block.settings.set(setting, value, origin: .block(file: fileName, line: number, pattern: block.pattern.description))
    }
}
