import BylineCore
import Foundation

/// The config's colors as the renderer asks for them: each part of the screen passes the
/// look it has without a `color` line, and gets the configured one instead when there is
/// one. An empty theme therefore draws exactly Byline's own screens.
public struct Theme: Sendable, Hashable {
    /// What the config said.
    public var scheme: ColorScheme

    /// A theme from the config's colors; by default none (Byline's own look).
    public init(_ scheme: ColorScheme = ColorScheme()) {
        self.scheme = scheme
    }

    /// The look of `element`: its `color` line's, else its fallback element's (in bold for
    /// the unread elements, as newsboat draws them), else `standard`. The role stays
    /// `standard`'s, so the terminal layer still knows what the text is.
    public func style(_ element: ColorElement, otherwise standard: CellStyle) -> CellStyle {
        if let configured = scheme.elements[element] { return CellStyle(configured, role: standard.color) }
        if let fallback = element.fallback, let configured = scheme.elements[fallback] {
            let style = CellStyle(configured, role: standard.color)
            return element == .listFocusUnread || element == .listNormalUnread ? style.adding(.bold) : style
        }
        return standard
    }

    /// Whether the config colors `element` (for parts drawn only when asked for, such as the
    /// end-of-text marker).
    public func colors(_ element: ColorElement) -> Bool { scheme.elements[element] != nil }

    /// The `highlight` lines that apply in `place`, in file order.
    public func highlights(in place: TextHighlight.Scope) -> [TextHighlight] {
        scheme.highlights.filter { $0.scope.covers(place) }
    }

    /// The look of the first `highlight-article` line whose expression `row` (from a source
    /// with `tags`) satisfies.
    public func headlineStyle(for row: ArticleSummary, tags: [String] = [], now: Date, timeZone: TimeZone) -> CellStyle? {
        guard
            let rule = scheme.headlineHighlights.first(where: {
                $0.predicate.matches(row, tags: tags, now: now, timeZone: timeZone)
            })
        else { return nil }
        return CellStyle(rule.style, role: row.isRead ? .normal : .unread)
    }
}
