import BylineText
import Foundation

/// The config lines that paint the screen: `color ELEMENT FG BG [ATTR…]`, `highlight` and
/// `highlight-article`, in newsboat's syntax. (The one-word `color yes|no|auto` is an
/// ordinary setting in ``ConfigurationKey``.)
extension Configuration {
    /// Whether `line` starts with a word whose values may be `#rrggbb` colors.
    static func takesColors(_ line: String) -> Bool {
        let first = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
        return first == ConfigurationKey.color.rawValue || first == ConfigurationKey.highlight.rawValue
            || first == ConfigurationKey.highlightArticle.rawValue
    }

    /// Applies a color line to `configuration`; false when the line is not one (`color auto`
    /// and every other setting), so the caller applies it as a setting.
    static func applyColorLine(_ key: ConfigurationKey, _ words: [String], to configuration: inout Configuration)
        throws(SourceKeyError) -> Bool
    {
        switch key {
        case .color where words.count > 1:
            let (element, style) = try elementColor(words)
            configuration.colors.elements[element] = style
        case .highlight:
            configuration.colors.highlights.append(try highlight(words))
        case .highlightArticle:
            configuration.colors.headlineHighlights.append(try headlineHighlight(words))
        default:
            return false
        }
        return true
    }

    /// `color ELEMENT FG BG [ATTR…]`.
    static func elementColor(_ words: [String]) throws(SourceKeyError) -> (ColorElement, ElementStyle) {
        guard let name = words.first else { throw SourceKeyError(ColorText.needsSyntax("color", ConfigurationKey.color.valueSyntax)) }
        guard let element = ColorElement(rawValue: name.lowercased()) else {
            let known = ColorElement.allCases.map(\.rawValue).joined(separator: ", ")
            throw SourceKeyError(ColorText.unknownElement(SourceLineError.quote(name), known))
        }
        return (element, try ElementStyle.parse(words.dropFirst(), usage: "color \(element.rawValue)"))
    }

    /// `highlight SCOPE REGEX FG BG [ATTR…]`.
    static func highlight(_ words: [String]) throws(SourceKeyError) -> TextHighlight {
        guard words.count >= 4, let place = words.first else {
            throw SourceKeyError(ColorText.needsSyntax("highlight", ConfigurationKey.highlight.valueSyntax))
        }
        guard let scope = TextHighlight.Scope(rawValue: place.lowercased()) else {
            let known = TextHighlight.Scope.allCases.map(\.rawValue).joined(separator: ", ")
            throw SourceKeyError(ColorText.unknownPlace(SourceLineError.quote(place), known))
        }
        let source = words[1]
        guard !source.isEmpty else { throw SourceKeyError(ColorText.emptyRegex.text) }
        let pattern = try TextPattern(source)
        let style = try ElementStyle.parse(words.dropFirst(2), usage: "highlight")
        return TextHighlight(scope: scope, pattern: pattern, style: style)
    }

    /// `highlight-article EXPRESSION FG BG [ATTR…]`: the expression is one quoted word, as
    /// newsboat writes it; its errors give the column inside it.
    static func headlineHighlight(_ words: [String]) throws(SourceKeyError) -> HeadlineHighlight {
        guard words.count >= 3, let text = words.first else {
            throw SourceKeyError(ColorText.highlightArticleNeeds(ConfigurationKey.highlightArticle.valueSyntax))
        }
        let expression: FilterExpression
        let predicate: HeadlinePredicate
        do throws(FilterError) {
            expression = try FilterExpression.parse(text)
            predicate = try HeadlinePredicate(compiling: expression, text: text)
        } catch {
            throw SourceKeyError(ColorText.expressionAtColumn(error.column, error.message))
        }
        let style = try ElementStyle.parse(words.dropFirst(), usage: "highlight-article")
        return HeadlineHighlight(expression: expression, predicate: predicate, style: style)
    }
}
