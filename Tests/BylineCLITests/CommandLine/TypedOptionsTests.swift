import Testing

@testable import BylineCLI

/// Each command reads its options through an enum of them (``CommandOption``), from which
/// its spec's option list is made: the two agree for every command, and every option the
/// spec lets through the scanner reaches the command under its case.
@Suite("Every command's typed options are the options its spec declares")
struct TypedOptionsTests {
    @Test(
        "the spec lists exactly the typed options, in case order, each named by its raw value",
        arguments: CommandRegistry.all.map(\.name))
    func declared(name: String) throws {
        let spec = try #require(CommandRegistry.spec(named: name))
        guard let type = spec.optionType else {
            #expect(spec.options.isEmpty, "\(name) declares options without a type for them")
            return
        }
        Self.expectDeclared(type, spec: spec)
    }

    @Test(
        "every declared option, in each of its forms, decodes to its case and to no other",
        arguments: CommandRegistry.all.map(\.name))
    func decoded(name: String) throws {
        let spec = try #require(CommandRegistry.spec(named: name))
        if let type = spec.optionType { try Self.expectDecoded(type, spec: spec) }
    }

    @Test("the global options decode to their own type, and not to a command's")
    func global() throws {
        let spec = try #require(CommandRegistry.spec(named: "list"))
        #expect(GlobalOption.specs.map(\.name) == OptionSpec.global.map(\.name))
        try Self.expectDecoded(GlobalOption.self, spec: spec, options: OptionSpec.global)
        let (parsed, _) = try ArgumentScanner.scan(["--cache", "c.db", "--help", "--json"], specs: spec.allOptions, command: "t")
        let listed = OptionValues<ListCommand.Option>(parsed)
        #expect(listed.has(.json) && ListCommand.Option.allCases.filter { listed.has($0) || listed.value($0) != nil } == [.json])
        let global = OptionValues<GlobalOption>(parsed)
        #expect(global.value(.cache) == "c.db" && global.has(.help) && !global.has(.version))
    }

    private static func expectDeclared<Option: CommandOption>(_ type: Option.Type, spec: CommandSpec) {
        #expect(spec.options.map(\.name) == Option.allCases.map(\.rawValue), "\(spec.name)")
        for option in Option.allCases {
            #expect(option.spec.name == option.rawValue, "\(spec.name): .\(option) declares --\(option.spec.name)")
        }
    }

    private static func expectDecoded<Option: CommandOption>(
        _ type: Option.Type, spec: CommandSpec,
        options: [OptionSpec]? = nil
    ) throws {
        for declared in options ?? spec.options {
            let option = try #require(Option(rawValue: declared.name), "\(spec.name) --\(declared.name) has no case")
            var forms = [["--\(declared.name)"]]
            if let short = declared.short { forms.append(["-\(short)"]) }
            if declared.takesValue { forms = forms.map { $0 + ["x"] } + [["--\(declared.name)=x"]] }
            for words in forms {
                let (parsed, _) = try ArgumentScanner.scan(words, specs: spec.allOptions, command: "byline \(spec.name)")
                let decoded = OptionValues<Option>(parsed)
                let given = Option.allCases.filter { decoded.has($0) || !decoded.all($0).isEmpty }
                #expect(given == [option], "\(spec.name) \(words)")
                if declared.takesValue {
                    #expect(decoded.value(option) == "x" && decoded.all(option) == ["x"], "\(spec.name) \(words)")
                } else {
                    #expect(decoded.has(option), "\(spec.name) \(words)")
                }
            }
        }
    }
}
