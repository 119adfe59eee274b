import BylineUI
import Testing

@testable import BylineTerminal

@Suite struct CommonKeySequencesTests {
    /// The key each extra sequence must end up as, once curses has turned it into a code.
    private static let expected: [String: Key] = [
        "\u{1B}[1~": .home, "\u{1B}[7~": .home, "\u{1B}[H": .home, "\u{1B}OH": .home,
        "\u{1B}[4~": .end, "\u{1B}[8~": .end, "\u{1B}[F": .end, "\u{1B}OF": .end,
        "\u{1B}[5~": .pageUp, "\u{1B}[6~": .pageDown
    ]

    @Test func tmuxAndRxvtHomeAndEndSequencesDecodeAsHomeAndEnd() {
        let table = Terminal.commonKeySequences
        #expect(Set(table.map(\.sequence)) == Set(Self.expected.keys))
        for (sequence, code) in table {
            let key = KeyDecoder.decode(result: KeyDecoder.keyCodeResult, value: UInt32(code))
            #expect(key == Self.expected[sequence], "\(sequence.debugDescription) gives \(String(describing: key))")
        }
    }
}
