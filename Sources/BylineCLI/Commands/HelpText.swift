import BylineCore
import BylineText

/// `byline --help` and every command's help page, made from the command specs.
enum HelpText {
    /// The width help pages are wrapped to.
    static let width = 80
    /// Where option and argument descriptions start.
    static let column = 26

    /// `byline --help`: what Byline is, its commands, the global options and the environment.
    static var overview: String {
        var lines = [
            OverviewText.title(BylineVersion.current), "",
            CommandOutputText.usageLabel.text + "byline [COMMAND] [OPTIONS]", ""
        ]
        lines += wrap(Overview.introduction)
        lines += ["", OverviewText.commandsHeading.text]
        lines += CommandRegistry.visible.flatMap { spec in
            let arguments = spec.arguments.map(\.usage).joined(separator: " ")
            return entry(spec.name + (arguments.isEmpty ? "" : " " + arguments), spec.summary, column: 22)
        }
        lines += ["", OverviewText.globalOptionsHeading.text]
        lines += OptionSpec.global.flatMap { entry($0.display, $0.help, column: 22) }
        lines += ["", OverviewText.environmentHeading.text]
        lines += Overview.environment.flatMap { entry($0.name, $0.meaning, column: 23) }
        lines += [""] + wrap(Overview.exitStatus)
        return lines.joined(separator: "\n")
    }

    /// The help page of one command: usage, what it does, its arguments, options and examples.
    static func page(for spec: CommandSpec) -> String {
        // Wrapped at spaces, continuation lines under the command's first word.
        let label = CommandOutputText.usageLabel.text
        let indent = String(repeating: " ", count: DisplayWidth.of(label))
        let usage = DisplayWidth.wrap(spec.usage, width: width - indent.count)
        var lines = [label + (usage.first ?? "")] + usage.dropFirst().map { indent + $0 }
        if !spec.details.isEmpty {
            lines.append("")
            lines += wrap(spec.details)
        }
        let arguments = spec.arguments.filter { !$0.help.isEmpty }
        if !arguments.isEmpty {
            lines += ["", OverviewText.argumentsHeading.text]
            lines += arguments.flatMap { entry($0.usage, $0.help) }
        }
        if !spec.options.isEmpty {
            lines += ["", OverviewText.optionsHeading.text]
            lines += spec.options.flatMap { entry($0.display, $0.help) }
        }
        if !spec.examples.isEmpty {
            lines += ["", OverviewText.examplesHeading.text]
            for example in spec.examples {
                lines += example.lines(width: width - 2).map { "  " + $0 }
                lines += DisplayWidth.wrap(example.effect, width: width - 6).map { "      " + $0 }
            }
        }
        let global = OptionSpec.global.map { "--" + $0.name + ($0.takesValue ? " " + $0.valueName : "") }
        lines += [""] + wrap(OverviewText.globalOptionsLine(global.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }

    /// The help page for the command named `name`, or nil when there is none.
    static func page(named name: String) -> String? {
        CommandRegistry.spec(named: name).map(page(for:))
    }

    /// `text`'s paragraphs wrapped to ``width``; a line starting with spaces keeps its own break.
    static func wrap(_ text: String) -> [String] {
        paragraphs(text).flatMap { DisplayWidth.wrap($0, width: width) }
    }

    /// The paragraphs of `text`: blank lines separate them, single newlines join words,
    /// except before an indented line (a list item or an example), which starts its own line.
    static func paragraphs(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                if !current.isEmpty { result.append(current) }
                result.append("")
                current = ""
            } else if line.hasPrefix(" ") || current.isEmpty {
                if !current.isEmpty { result.append(current) }
                current = String(line)
            } else {
                current += " " + line
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// `  term      description`, the description wrapped and aligned at `column`; a term too
    /// wide for the column puts the description on the next line.
    static func entry(_ term: String, _ description: String, column: Int = column) -> [String] {
        let lead = "  " + term
        let text = DisplayWidth.wrap(description, width: width - column)
        let pad = String(repeating: " ", count: column)
        guard let first = text.first else { return [lead] }
        let leadWidth = DisplayWidth.of(lead)
        if leadWidth < column - 1 {
            return [lead + String(repeating: " ", count: column - leadWidth) + first] + text.dropFirst().map { pad + $0 }
        }
        return [lead] + text.map { pad + $0 }
    }
}
