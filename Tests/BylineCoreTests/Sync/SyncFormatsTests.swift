import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

@Suite("Sync formats: accounts file, argv, MD5, GReader ids, source keys")
struct SyncFormatsTests {
    @Test func theAccountsFileReadsBackWhatItWritesAndHoldsNoPassword() throws {
        let url = try #require(URL(string: "https://rss.example.org/api/greader.php"))
        let file = AccountsFile(accounts: [
            SyncAccount(name: "fresh", service: .greader, url: url, user: "me", password: .stored),
            SyncAccount(name: "cs", service: .fever, url: url, user: "a b@example.org", password: .command(["pass", "show", "my server"]))
        ])
        let parsed = AccountsFile.parse(file.text)
        #expect(parsed.errors.isEmpty)
        #expect(parsed.file == file)
    }

    @Test func badLinesOfTheAccountsFileNameTheirLineNumbers() {
        let text = """
            # comment
            good fever http://127.0.0.1:1/fever me stored
            bad! fever http://127.0.0.1:1/fever me stored
            other gopher http://127.0.0.1:1/ me stored

            short fever
            good greader http://127.0.0.1:1/api me stored
            """
        let parsed = AccountsFile.parse(text)
        #expect(parsed.file.accounts.map(\.name) == ["good"])
        #expect(parsed.errors.map(\.line) == [3, 4, 6, 7])
        #expect(parsed.errors[1].description.hasPrefix("accounts line 4: unknown account type 'gopher'"))
        #expect(parsed.errors[3].message.contains("named twice"))
        let withPassword = AccountsFile.parse("p fever http://me:hunter22@127.0.0.1/fever me stored")
        #expect(withPassword.errors.count == 1 && !withPassword.errors[0].description.contains("hunter22"))
    }

    @Test func passwordCommandsSplitLikeAShellQuotesWithoutExpanding() throws {
        #expect(try ShellWords.split(#"pass show "my server" 'it''s' a\ b $HOME"#) == ["pass", "show", "my server", "its", "a b", "$HOME"])
        #expect(try ShellWords.split(#"echo "a \"q\" \$x \n""#) == ["echo", #"a "q" $x \n"#])
        #expect(throws: ShellWords.Failure.self) { try ShellWords.split("pass 'open") }
        let argv = ["pass", "it's", "two words", "", "$X"]
        #expect(try ShellWords.split(ShellWords.join(argv)) == argv)
    }

    @Test func md5MatchesTheRFCVectors() {
        #expect(MD5.hex("") == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(MD5.hex("abc") == "900150983cd24fb0d6963f7d28e17f72")
        #expect(
            MD5.hex("12345678901234567890123456789012345678901234567890123456789012345678901234567890")
                == "57edf4a22be3c955ac49da2e2107b67a")
    }

    @Test func theThreeSpellingsOfAGoogleReaderItemIDAreOne() {
        #expect(GReaderItemID.canonical("tag:google.com,2005:reader/item/5d0cfa30041d4348") == "5d0cfa30041d4348")
        #expect(GReaderItemID.canonical("6705009029382226760") == "5d0cfa30041d4348")
        #expect(GReaderItemID.canonical("162170919393841362") == "024025978b5e50d2")
        #expect(GReaderItemID.canonical("-355401917359550817") == "fb115bd6d34a8e9f")
        #expect(GReaderItemID.canonical("tag:google.com,2005:reader/item/24025978b5e50d2") == "024025978b5e50d2")
        #expect(GReaderItemID.canonical("not an id") == nil)
    }

    @Test func sourceKeysNameTheirAccount() {
        let key = SyncSourceKey.key(account: "home", feedID: "12")
        #expect(key == "account:home/feed/12")
        #expect(SyncSourceKey.key(account: "home", feedID: "feed/12") == key)
        #expect(SyncSourceKey.account(of: key) == "home")
        #expect(SyncSourceKey.account(of: "https://example.org/feed") == nil)
    }

    @Test func aPasswordCommandGivesItsFirstLineAndIsStoppedAtItsTimeLimit() throws {
        #expect(try PasswordCommand.run(["/bin/echo", "s3cret value"], account: "a") == "s3cret value")
        #expect(throws: SyncError.self) { try PasswordCommand.run(["/bin/false"], account: "a") }
        #expect(throws: SyncError.self) { try PasswordCommand.run(["/bin/sleep", "5"], account: "a", timeout: 0.3) }
        #expect(throws: SyncError.self) { try PasswordCommand.run(["no-such-program-here"], account: "a") }
    }
}
