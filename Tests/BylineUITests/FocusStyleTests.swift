import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// The cursor row's look: a configured `listfocus` is drawn as configured, bold included,
/// whether its pane has the keys or not.
@Suite struct FocusStyleTests {
    static func theme(_ config: String) -> Theme {
        Theme(Configuration.parse(config).configuration.colors)
    }

    @Test func aConfiguredBoldFocusLookStaysBoldAndUndimmedBesideTheFocusedPane() {
        let theme = Self.theme("color listfocus black yellow bold\n")
        for focused in [true, false] {
            for unread in [true, false] {
                let styles = RowStyles(theme: theme, selected: true, focused: focused, unread: unread)
                #expect(styles.title.attributes.contains(.bold), "focused \(focused), unread \(unread)")
                #expect(!styles.title.attributes.contains(.dim), "focused \(focused), unread \(unread)")
                #expect(styles.title.foreground == .indexed(0) && styles.title.background == .indexed(3))
                #expect(styles.fill?.attributes.contains(.dim) == false)
            }
        }
    }

    @Test func byline_sOwnLookAndAConfiguredLookWithoutBoldStillDimBesideTheFocusedPane() {
        for theme in [Theme(), Self.theme("color listfocus black yellow\n")] {
            let styles = RowStyles(theme: theme, selected: true, focused: false, unread: false)
            #expect(styles.title.attributes.contains(.dim))
            #expect(!RowStyles(theme: theme, selected: true, focused: true, unread: false).title.attributes.contains(.dim))
        }
    }

    @Test func theSelectedUnreadRowDrawsBoldOnScreenInBothPanes() {
        var (state, store) = SnapshotScenes.state(width: 120, height: 40)
        state.theme = Self.theme("color listfocus black yellow bold\n")
        for _ in 1...2 {
            for focus in [Pane.list, .detail] {
                state.focus = focus
                let canvas = render(state, size: state.size)
                let cell = Array(canvas.row(1))[4]
                #expect(cell.style.attributes.contains(.bold) && !cell.style.attributes.contains(.dim), "\(focus): \(cell.style)")
            }
            store.drive(&state, .key(.down))
            store.drive(&state, .key(.up))
        }
    }
}
