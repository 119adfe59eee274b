/// An HTTP method, carrying the request body for the methods that send one.
///
/// `Body` is usually ``RequestBody``; `map` turns a method over some other
/// type (an `Encodable` value, say) into one over the encoded body.
public enum HTTPMethod<Body: Sendable>: Sendable {
    case get
    case head
    case post(Body)
    case put(Body)
    case patch(Body)
    case delete(Body?)

    /// The method's name on the wire.
    public var name: String {
        switch self {
        case .get: "GET"
        case .head: "HEAD"
        case .post: "POST"
        case .put: "PUT"
        case .patch: "PATCH"
        case .delete: "DELETE"
        }
    }

    /// The body this method carries, if any.
    public var body: Body? {
        switch self {
        case .get, .head: nil
        case .post(let body), .put(let body), .patch(let body): body
        case .delete(let body): body
        }
    }

    /// The same method with its body transformed.
    public func map<Other: Sendable>(_ transform: (Body) throws -> Other) rethrows -> HTTPMethod<Other> {
        switch self {
        case .get: .get
        case .head: .head
        case .post(let body): .post(try transform(body))
        case .put(let body): .put(try transform(body))
        case .patch(let body): .patch(try transform(body))
        case .delete(let body): .delete(try body.map(transform))
        }
    }
}

extension HTTPMethod: Equatable where Body: Equatable {}

extension HTTPMethod where Body == RequestBody {
    /// The names accepted by ``init(name:body:)``, in the order they are documented.
    public static var names: [String] { ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] }

    /// A method from its wire name (any case), or nil for a name Byline does not send.
    /// GET and HEAD ignore `body`; DELETE sends it when present.
    public init?(name: String, body: RequestBody?) {
        switch name.uppercased() {
        case "GET": self = .get
        case "HEAD": self = .head
        case "POST": self = .post(body ?? .empty)
        case "PUT": self = .put(body ?? .empty)
        case "PATCH": self = .patch(body ?? .empty)
        case "DELETE": self = .delete(body)
        default: return nil
        }
    }
}
