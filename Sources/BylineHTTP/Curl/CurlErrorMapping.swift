import BylineText
import CCurl
import Foundation

/// Turns libcurl's result codes into ``NetworkError``s that keep the reason.
package enum CurlErrorMapping {
    /// The error for a failed transfer of `url`.
    static func error(
        for code: CURLcode, url: URL, deadline: TimeInterval, configuration: TransportConfiguration,
        detail: String, osErrno: Int
    ) -> NetworkError {
        let host = url.host ?? NetworkDetailText.theServer.text
        let hostAndPort = url.port.map { "\(host):\($0)" } ?? host
        switch code {
        case BYLINE_CURLE_OPERATION_TIMEDOUT:
            return .transport(.timedOut(seconds: deadline))
        case BYLINE_CURLE_COULDNT_CONNECT:
            return .transport(.cannotConnect(host: hostAndPort, reason: reason(forErrno: osErrno)))
        case BYLINE_CURLE_COULDNT_RESOLVE_HOST:
            return .transport(.cannotFindHost(host: host))
        case BYLINE_CURLE_COULDNT_RESOLVE_PROXY:
            return .transport(.cannotConnect(host: NetworkDetailText.theProxy.text, reason: NetworkDetailText.proxyUnresolved.text))
        case BYLINE_CURLE_TOO_MANY_REDIRECTS:
            return .tooManyRedirects(limit: configuration.maxRedirects)
        case BYLINE_CURLE_FILESIZE_EXCEEDED:
            return .responseTooLarge(limit: configuration.maxResponseBytes)
        case BYLINE_CURLE_SSL_CONNECT_ERROR, BYLINE_CURLE_PEER_FAILED_VERIFICATION, BYLINE_CURLE_SSL_CACERT_BADFILE:
            return .transport(.tls(detail.isEmpty ? NetworkDetailText.tlsFailure.text : detail))
        case BYLINE_CURLE_GOT_NOTHING:
            return .transport(.other(NetworkDetailText.closedWithoutAnswer.text))
        case BYLINE_CURLE_SEND_ERROR, BYLINE_CURLE_RECV_ERROR, BYLINE_CURLE_PARTIAL_FILE,
            BYLINE_CURLE_HTTP2, BYLINE_CURLE_HTTP2_STREAM:
            return .transport(.connectionLost)
        case BYLINE_CURLE_WEIRD_SERVER_REPLY:
            return .transport(.other(NetworkDetailText.notValidHTTP.text))
        case BYLINE_CURLE_BAD_CONTENT_ENCODING:
            return .transport(.other(NetworkDetailText.compressedBody.text))
        case BYLINE_CURLE_UNSUPPORTED_PROTOCOL:
            return .invalidURL(NetworkDetailText.redirectMayElsewhere.text)
        case BYLINE_CURLE_URL_MALFORMAT:
            return .invalidURL(NetworkDetailText.notValidURL(URLRedaction.redacted(url.absoluteString)))
        case BYLINE_CURLE_ABORTED_BY_CALLBACK, BYLINE_CURLE_WRITE_ERROR:
            return .transport(.cancelled)
        default:
            let words = detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
            return .transport(.other(NetworkDetailText.curlCode(TextSanitizer.singleLine(words), code)))
        }
    }

    /// The system's reason for a failed connect, in words.
    package static func reason(forErrno value: Int) -> String {
        switch Int32(value) {
        case ECONNREFUSED: NetworkDetailText.refused.text
        case ETIMEDOUT: NetworkDetailText.attemptTimedOut.text
        case EHOSTUNREACH: NetworkDetailText.hostUnreachable.text
        case ENETUNREACH: NetworkDetailText.networkUnreachable.text
        case ECONNRESET: NetworkDetailText.reset.text
        case 0: NetworkDetailText.connectFailed.text
        default: String(cString: strerror(Int32(value))).lowercased()
        }
    }
}
