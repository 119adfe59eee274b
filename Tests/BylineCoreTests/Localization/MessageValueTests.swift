import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

/// Messages kept as data: stored by one process, written in the language of whoever reads them.
@Suite("messages as data")
struct MessageValueTests {
    private let refused = NetworkError.transport(.cannotConnect(host: "127.0.0.1", reason: "Connection refused"))

    @Test("a network error's reason is written in either language, whichever the process that made it spoke")
    func eitherLanguage() {
        let reason = Localization.$override.withValue(.korean) { refused.reason }
        let english = Localization.$override.withValue(.english) { refused.message }
        let korean = Localization.$override.withValue(.korean) { refused.message }
        #expect(reason.rendered(in: .english) == english)
        #expect(reason.rendered(in: .korean) == korean)
        #expect(english != korean)
    }

    @Test("a value survives being stored, nested messages and joined parts included")
    func storedFormRoundTrips() throws {
        let values: [MessageValue] = [
            refused.reason,
            NetworkError.rateLimited(retryAfter: 600, serverMessage: "slow down \"now\"").reason,
            ChildProcessError.failed(program: "fetch-feed", status: 137, message: "killed").reason,
            ParsedFeed.recoveryReason(for: .malformedXML(line: 7, reason: "tag mismatch"), items: 4),
            .text("한국어 그대로")
        ]
        for value in values {
            let stored = value.storedForm
            #expect(!stored.isEmpty)
            #expect(MessageValue(storedForm: stored) == value, "\(stored)")
        }
        #expect(MessageValue(storedForm: "") == nil)
        #expect(MessageValue(storedForm: "not json {") == nil)
    }

    @Test("an entry this build does not know renders as nothing, so the stored sentence is shown instead")
    func unknownEntry() {
        let future = MessageValue.message("FutureText.somethingNew", [.text("x")])
        #expect(future.rendered(in: .english) == nil)
        #expect(NetworkText.cancelled.value().rendered(in: .english) == "the request was cancelled")
    }
}
