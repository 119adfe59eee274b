import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite("Byte scans for the per-item pre-checks")
struct ByteScanTests {
    private func offsets(of byte: Character, in text: String) -> [Int] {
        var found: [Int] = []
        _ = ByteScan.withUTF8(text) { bytes in
            ByteScan.anyOffset(of: UInt8(ascii: byte.unicodeScalars.first ?? "?"), in: bytes) {
                found.append($0)
                return false
            }
        }
        return found
    }

    @Test func everyOffsetComesInOrderUntilOneHolds() {
        #expect(offsets(of: "=", in: "a=b==c 한=") == [1, 3, 4, 10])
        #expect(offsets(of: "=", in: "").isEmpty)
        #expect(offsets(of: "=", in: "none").isEmpty)
        let stopped = ByteScan.withUTF8("x=y=z") { bytes in ByteScan.anyOffset(of: UInt8(ascii: "="), in: bytes) { $0 == 1 } }
        #expect(stopped)
    }

    @Test func aWordBeforeAnOffsetMatchesInAnyCase() {
        let text = "<img SRC=a> <a Href=b> poster"
        ByteScan.withUTF8(text) { bytes in
            #expect(ByteScan.word("src", endsAt: 8, in: bytes))
            #expect(ByteScan.word("href", endsAt: 19, in: bytes))
            #expect(!ByteScan.word("href", endsAt: 8, in: bytes))
            #expect(!ByteScan.word("poster", endsAt: 3, in: bytes))
        }
    }

    @Test func bridgedStringsAreScannedToo() {
        let bridged = NSString(string: "a &#150; b") as String
        #expect(Windows1252Controls.replacing(bridged) == "a &#8211; b")
        #expect(Windows1252Controls.replacing("plain &#") == "plain &#")
    }
}
