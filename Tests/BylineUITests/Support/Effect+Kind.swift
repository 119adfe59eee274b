@testable import BylineUI

/// Effects named for comparison, when a test cares about what was asked, not every detail.
extension Effect {
    /// The case's name, with the article id for layout jobs ("layOutArticle 2").
    var kind: String {
        switch self {
        case .layOutArticle(let job): return "layOutArticle \(job.id)"
        default: return String(describing: self).prefix { $0 != "(" }.description
        }
    }
}
