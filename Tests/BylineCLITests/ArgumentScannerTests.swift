import Testing

@testable import BylineCLI

@Suite("Scanning command-line arguments (pure)")
struct ArgumentScannerTests {
    /// The options of a made-up command.
    private enum Probe: String, CommandOption {
        case method, header, json

        var spec: OptionSpec {
            switch self {
            case .method: .value(rawValue, short: "X")
            case .header: .repeated(rawValue, short: "H")
            case .json: .flag(rawValue)
            }
        }
    }

    private let specs: [OptionSpec] = Probe.specs + OptionSpec.global

    @Test("long, short, attached and = forms all work; repeated options keep their order")
    func forms() throws {
        let (parsed, _) = try ArgumentScanner.scan(
            ["-XPOST", "--header=A: 1", "-H", "B: 2", "--json", "url", "--cache", "c.db"],
            specs: specs, command: "t")
        let options = OptionValues<Probe>(parsed)
        #expect(options.value(.method) == "POST")
        #expect(options.all(.header) == ["A: 1", "B: 2"])
        #expect(options.has(.json))
        #expect(parsed.positionals == ["url"])
        #expect(OptionValues<GlobalOption>(parsed).value(.cache) == "c.db")
    }

    @Test("-- ends the options; a lone - is a positional")
    func doubleDash() throws {
        let (parsed, _) = try ArgumentScanner.scan(["--", "--json", "-"], specs: specs, command: "t")
        #expect(parsed.positionals == ["--json", "-"])
        #expect(!OptionValues<Probe>(parsed).has(.json))
    }

    @Test("the command name is found after global options, and the rest is left alone")
    func commandName() throws {
        let (global, rest) = try ArgumentScanner.scan(
            ["--cache", "x.db", "list", "--json"], specs: OptionSpec.global,
            command: "byline", stopAtFirstPositional: true)
        #expect(OptionValues<GlobalOption>(global).value(.cache) == "x.db")
        #expect(rest == ["list", "--json"])
    }

    @Test(
        "mistakes are usage errors that name the option",
        arguments: [
            (["--nope"], "unknown option '--nope' for 't'"), (["-Z"], "unknown option '-Z' for 't'"),
            (["-X"], "-X/--method needs a value"), (["--json=yes"], "--json does not take a value"),
            (["-X", "GET", "-X", "PUT"], "--method was given more than once")
        ])
    func mistakes(words: [String], message: String) {
        #expect(throws: UsageError(message)) { try ArgumentScanner.scan(words, specs: specs, command: "t") }
    }

    @Test("numbers are checked against their range")
    func integers() throws {
        var parsed = ParsedArguments()
        parsed.values["limit"] = ["0"]
        #expect(throws: UsageError("--limit must be a whole number from 1 to 10, not '0'")) {
            try OptionValues<ListCommand.Option>(parsed).integer(.limit, in: 1...10)
        }
        parsed.values["limit"] = ["7"]
        #expect(try OptionValues<ListCommand.Option>(parsed).integer(.limit, in: 1...10) == 7)
    }
}
