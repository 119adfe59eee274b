/// Every command `byline` knows, in the order the help lists them.
enum CommandRegistry {
    /// Every command, hidden ones included.
    static var all: [CommandSpec] {
        [
            BrowseCommand.spec, RefreshCommand.spec, ListCommand.spec, ShowCommand.spec, ShowSourceCommand.spec, ExtractCommand.spec,
            SaveCommand.spec,
            MarkCommand.spec, AddCommand.spec, RemoveCommand.spec, ImportCommand.spec, ExportCommand.spec, VacuumCommand.spec,
            DownloadsCommand.spec, RequestCommand.spec, AccountCommand.spec, SyncCommand.spec, HelpCommand.spec, CompletionsCommand.spec,
            ManCommand.spec, CompletionsCommand.sourcesSpec
        ]
    }

    /// The commands a user sees in the help, the man page and the completions.
    static var visible: [CommandSpec] { all.filter { !$0.hidden } }

    /// The command named `name`.
    static func spec(named name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }
}
