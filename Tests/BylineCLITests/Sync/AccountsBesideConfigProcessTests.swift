import BylineTestSupport
import Foundation
import Testing

@Suite("the accounts file beside a config named without a folder")
struct AccountsBesideConfigProcessTests {
    @Test("--config byline.conf keeps the accounts and the password in the current folder, not at /, twice")
    func relativeConfigKeepsAccountsBesideIt() throws {
        let home = try BylineProcess.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let work = home.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try Data("# mine\n".utf8).write(to: work.appendingPathComponent("byline.conf"))
        let environment = BylineProcess.environment(home: home)
        let options = ["--config", "byline.conf", "--urls", "urls", "--cache", "cache.db"]
        for round in 1...2 {
            let name = "beside\(round)"
            let added = try BylineProcess.run(
                [
                    "account", "add", name, "--type", "greader", "--url", "http://127.0.0.1:9/api/greader.php", "--user", "ana",
                    "--password-stdin"
                ] + options,
                environment: environment, stdin: Data("secret-\(round)\n".utf8), in: work)
            #expect(added.status == 0, "round \(round): \(added.stderr)")
            let accounts = try String(contentsOf: work.appendingPathComponent("accounts"), encoding: .utf8)
            #expect(accounts.contains("\(name) greader"), "round \(round): \(accounts)")
            let listed = try BylineProcess.run(["account", "list"] + options, environment: environment, in: work)
            #expect(listed.stdout.contains(name), "round \(round): \(listed.allOutput)")
        }
        let passwords = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("passwords").path)
        #expect(Set(passwords) == ["beside1", "beside2"])
        // Nothing of this test's reached the root (a leftover of an older run may be there).
        let rootAccounts = (try? String(contentsOfFile: "/accounts", encoding: .utf8)) ?? ""
        #expect(!rootAccounts.contains("beside1") && !rootAccounts.contains("beside2"))
    }
}
