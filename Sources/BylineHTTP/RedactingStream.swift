import Foundation
import Synchronization

/// Masks a request's credentials in a streamed answer on its way to the caller's stream: the
/// head at once, the body piece by piece, holding back the end of each piece in case a
/// secret continues in the next one (``finish()`` sends what is held back).
final class RedactingStream: Sendable {
    private let target: ResponseStream
    private let redactor: SecretRedactor
    private let carry = Mutex(Data())

    /// A stream masking `redactor`'s secrets before `target` sees anything.
    init(_ target: ResponseStream, redactor: SecretRedactor) {
        self.target = target
        self.redactor = redactor
    }

    /// The stream to give the transport.
    var stream: ResponseStream {
        ResponseStream(
            head: { [self] head in target.head(head.redacted(by: redactor)) },
            body: { [self] piece in
                guard !target.verbatim, !redactor.isEmpty else { return target.body(piece) }
                let hold = redactor.holdBackBytes
                let ready = carry.withLock { held -> Data in
                    let clean = redactor.redact(held + piece)
                    held = clean.suffix(hold)
                    return clean.dropLast(hold)
                }
                return ready.isEmpty ? true : target.body(ready)
            }, verbatim: target.verbatim)
    }

    /// Sends the bytes held back at the end of the body.
    func finish() {
        let rest = carry.withLock { held -> Data in
            defer { held = Data() }
            return held
        }
        if !rest.isEmpty { _ = target.body(rest) }
    }
}
