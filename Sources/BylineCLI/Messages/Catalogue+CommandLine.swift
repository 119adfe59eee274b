import BylineText

extension Catalogue {
    /// The command line's own part of the catalogue: command and option help, output, answers
    /// and the launcher, which only the command line shows and no stored value names.
    public static let commandLineAreas: [any CatalogueMessage.Type] = [
        CommandHelpText.self,
        OptionHelpText.self,
        OverviewText.self,
        MaintenanceHelpText.self,
        CommandOutputText.self,
        ArgumentText.self,
        AccountText.self,
        RequestText.self,
        LauncherText.self,
        CommandAnswerText.self,
        DownloadsCommandText.self,
        SourceReportText.self,
        SaveText.self
    ]
}
