import BylineCore

/// The background full-text fetch (`full-text yes`) as the commands and the browser run it.
extension Workspace {
    /// The sources whose teaser-only articles get their pages fetched after a refresh: those
    /// tagged `full-text=yes`, or all but those tagged `full-text=no` when the config says
    /// `full-text yes`.
    var fullTextSources: [Source] {
        sources.filter { $0.wantsFullText(default: configuration.fullText) }
    }

    /// A harvester over `service` with the config's per-host limit and stagger.
    func fullTextHarvester(service: APIService) -> FullTextHarvester {
        FullTextHarvester(service: service, policy: FullTextPolicy(configuration: configuration))
    }
}
