import BylineCore
import Foundation
import Testing

@testable import BylineCLI

/// Building `byline request`'s plan from its words, without a network (pure).
@Suite("byline request's plan (pure)")
struct RequestPlanTests {
    private func plan(_ words: [String], files: [String: Data] = [:]) throws -> RequestPlan {
        let (parsed, _) = try ArgumentScanner.scan(words, specs: RequestPlan.Option.specs + OptionSpec.global, command: "byline request")
        return try RequestPlan.make(from: OptionValues(parsed), positionals: parsed.positionals) { path in
            guard let data = files[path] else { throw CocoaError(.fileNoSuchFile) }
            return data
        }
    }

    @Test("a method word before the URL, the :PORT shorthand, and user info moved into Basic auth")
    func methodShorthandAndUserInfo() throws {
        let built = try plan(["delete", "http://ann:pw%21@127.0.0.1:8080/x"])
        #expect(built.request.method == "DELETE")
        #expect(built.request.url.absoluteString == "http://127.0.0.1:8080/x")
        #expect(built.request.headers["Authorization"] == BasicCredentials(user: "ann", password: "pw!").authorization)
        #expect(built.hasCredentials)
        #expect(try plan([":3000/api"]).request.url.absoluteString == "http://localhost:3000/api")
        #expect(try plan([":/api"]).request.url.absoluteString == "http://localhost/api")
    }

    @Test("-H replaces a default with its first use, keeps repeats, sends 'N;' empty and removes 'N:'")
    func headers() throws {
        let built = try plan(["-H", "Accept: text/csv", "-H", "X-A: 1", "-H", "X-A: 2", "-H", "X-E;", "-H", "User-Agent:", "http://h.example/"])
        let fields = built.request.headers.map { "\($0.name)=\($0.value)" }
        #expect(fields == ["Accept=text/csv", "X-A=1", "X-A=2", "X-E="])
        #expect(built.request.suppressedHeaders == ["User-Agent"])
    }

    @Test("what -p, -v, -b and -I print, and the defaults left to the terminal check")
    func printedParts() throws {
        #expect(try plan(["-p", "Hh", "http://h.example/"]).printed == "Hh")
        #expect(try plan(["-v", "http://h.example/"]).printed == "HBhb")
        #expect(try plan(["-b", "http://h.example/"]).printed == "b")
        #expect(try plan(["-I", "http://h.example/"]).printed == "h")
        #expect(try plan(["http://h.example/"]).printed == nil)
    }

    @Test("--timeout bounds each wait, not the exchange; -o lifts the size cap unless --max-size says otherwise")
    func limits() throws {
        let timed = try plan(["--timeout", "2.5", "http://h.example/"])
        #expect(timed.configuration.stallTimeout == 2.5 && timed.configuration.timeout == 0)
        #expect(try plan(["-o", "f", "http://h.example/"]).configuration.maxResponseBytes == Int(Int64.max))
        #expect(try plan(["-o", "f", "--max-size", "2M", "http://h.example/"]).configuration.maxResponseBytes == 2 << 20)
        #expect(RequestPlan.byteCount("64K") == 65536 && RequestPlan.byteCount("1G") == 1 << 30 && RequestPlan.byteCount("x") == nil)
    }

    @Test("--auth-type bearer sends the token; -a without a password and no terminal is a usage error")
    func auth() throws {
        #expect(try plan(["-A", "bearer", "-a", "t0k", "http://h.example/"]).request.headers["Authorization"] == "Bearer t0k")
        #expect(throws: UsageError.self) { _ = try plan(["-a", "justuser", "http://h.example/"]) }
    }

    @Test("download names come from Content-Disposition, else the URL, never a path, and never overwrite")
    func downloadNames() {
        let head = Response(
            status: 200, headers: ["Content-Disposition": #"attachment; filename="../../etc/report.pdf""#],
            url: URL(string: "https://h.example/files/get?id=1"))
        #expect(DownloadName.choose(for: head, exists: { _ in false }) == "report.pdf")
        let plain = Response(status: 200, url: URL(string: "https://h.example/files/data.csv"))
        #expect(DownloadName.choose(for: plain, exists: { $0 == "data.csv" || $0 == "data.csv-1" }) == "data.csv-2")
    }
}
