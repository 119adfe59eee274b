import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``HTTPTransport`` over libcurl's multi interface: one thread waits in `curl_multi_poll`
/// for every transfer at once, so waiting on slow servers costs no CPU, a body over the
/// cap is cut off at once, and connections are reused with a per-host limit.
///
/// This is Byline's default transport; ``URLSessionTransport`` spins a core while it
/// waits on Linux and cannot reliably stop an endless body (see bench/RESULTS.md).
public final class CurlTransport: HTTPTransport {
    /// The limits this transport applies.
    public let configuration: TransportConfiguration
    private let engine: CurlEngine

    /// A transport with its own connection pool and poll thread (started on first use).
    public init(configuration: TransportConfiguration = TransportConfiguration()) {
        self.configuration = configuration
        self.engine = CurlEngine(configuration: configuration)
    }

    deinit {
        engine.shutdown()
    }

    public func exchange(_ request: HTTPRequest, stream: ResponseStream?) async throws(NetworkError) -> Response {
        let deadline = configuration.timeout > 0 ? min(configuration.timeout, request.timeout ?? .infinity) : 0
        let transfer = try CurlTransfer(request: request, configuration: configuration, deadline: deadline, stream: stream)
        let engine = self.engine
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.attach(continuation)
                engine.submit(transfer)
            }
        } onCancel: {
            engine.cancel(transfer)
        }
        return try result.get()
    }
}
