import BylineText
import Foundation

/// A source's last error as the cache holds it: the reason as data, written in the
/// language of whoever reads it, with the sentence stored beside it for a cache written
/// before reasons were data (or by a build whose catalogue has entries this one lacks).
struct StoredError {
    /// The reason as data, when the row has one this build can read.
    let reason: MessageValue?
    /// The words to show, in the reader's language when the reason can be written here.
    let words: String?

    /// The error of a row whose `last_error` is `sentence` and `last_error_reason` is `reason`.
    init(sentence: String?, reason stored: String?) {
        reason = stored.flatMap(MessageValue.init(storedForm:))
        words = reason?.rendered(in: Localization.language) ?? sentence
    }
}
