import BylineCore
import Testing

@testable import BylineCLI
@testable import BylineText

@Suite("Every command's help, usage and parsing come from its one spec")
struct CommandSpecTests {
    static let commands = CommandRegistry.all

    @Test(
        "every option a command accepts is in its help page with a description, and parses with --help",
        arguments: CommandRegistry.all.map(\.name))
    func optionsInHelp(name: String) async throws {
        let spec = try #require(CommandRegistry.spec(named: name))
        let page = HelpText.page(for: spec)
        #expect(await CapturedRun.run(["help", name]).stdout == page + "\n")
        for option in spec.options {
            #expect(!option.help.isEmpty, "\(name) --\(option.name) has no description")
            #expect(page.contains("--\(option.name)"), "\(name): --\(option.name) is not in its help")
            if let short = option.short { #expect(page.contains("-\(short), --\(option.name)")) }
            let value = option.takesValue ? ["x"] : []
            for form in ["--\(option.name)"] + (option.short.map { ["-\($0)"] } ?? []) {
                let run = await CapturedRun.run([name, form] + value + ["--help"])
                #expect(run.status == 0 && run.stdout == page + "\n", "\(name) \(form): \(run.stderr)")
            }
        }
        for argument in spec.arguments {
            #expect(spec.usage.contains(argument.usage) && page.contains(argument.usage))
        }
        #expect(page.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= HelpText.width }, "\(name)")
    }

    @Test(
        "an unknown option is one line naming it, then the command's usage line, exit status 2",
        arguments: CommandRegistry.all.map(\.name))
    func unknownOption(name: String) async throws {
        let spec = try #require(CommandRegistry.spec(named: name))
        let run = await CapturedRun.run([name, "--no-such-option"])
        #expect(run.status == ExitStatus.usage)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "byline: unknown option '--no-such-option' for 'byline \(name)'")
        #expect(lines.dropFirst().first == "usage: \(spec.usage)")
    }

    @Test("the help that had drifted now says what the parser does")
    func drift() async {
        #expect(await CapturedRun.run(["refresh", "--help"]).stdout.contains("--quiet"))
        #expect(await CapturedRun.run(["mark", "--help"]).stdout.hasPrefix("usage: byline mark [--read] [--unread] [--star] [--unstar] ID…\n"))
        #expect(await CapturedRun.run(["sync", "--help"]).stdout.contains("[NAME]"))
    }

    @Test("names are unique, no command shadows a global option, and choices are plain words")
    func wellFormed() {
        #expect(Set(Self.commands.map(\.name)).count == Self.commands.count)
        let global = Set(OptionSpec.global.map(\.name))
        for spec in Self.commands {
            let names = spec.options.map(\.name)
            #expect(Set(names).count == names.count, "\(spec.name)")
            #expect(global.isDisjoint(with: names), "\(spec.name)")
            let shorts = spec.allOptions.compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(spec.name)")
            let completions = spec.options.map(\.completion) + spec.arguments.map(\.completion)
            for case .choices(let words) in completions {
                #expect(words.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }, "\(spec.name)")
            }
        }
    }

    @Test("too few or too many positional words are usage errors that name what is missing or extra")
    func arity() async {
        let missing = await CapturedRun.run(["remove"])
        #expect(missing.status == 2 && missing.stderr.hasPrefix("byline: remove needs SOURCE\nusage: byline remove"))
        let extra = await CapturedRun.run(["export", "x"])
        #expect(extra.status == 2 && extra.stderr.hasPrefix("byline: export takes no arguments; unexpected 'x'\n"))
        let many = await CapturedRun.run(["completions", "bash", "zsh"])
        #expect(many.stderr.hasPrefix("byline: completions takes at most 1 argument; unexpected 'zsh'\n"))
        let choice = await CapturedRun.run(["completions", "tcsh"])
        #expect(choice.status == 2 && choice.stderr.hasPrefix("byline: completions expects bash, zsh or fish, not 'tcsh'\nusage: "))
        let action = await CapturedRun.run(["account", "rename"])
        #expect(action.stderr.hasPrefix("byline: account expects add, list or remove, not 'rename'\n"))
    }

    @Test("the overview lists every visible command and no hidden one")
    func overview() {
        let text = HelpText.overview
        for spec in Self.commands {
            #expect(text.contains("\n  \(spec.name)") != spec.hidden, "\(spec.name)")
        }
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= HelpText.width })
    }
}
