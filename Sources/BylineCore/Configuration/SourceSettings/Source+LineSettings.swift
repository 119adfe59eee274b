import BylineText
import Foundation

extension Source {
    /// Reads the `key=value` tags of its urls-file line that name a ``SourceSetting``
    /// (`"reload-time=120"`, `"header=X-Edition: world"`) into ``settings``, with
    /// `"~Name"` as its `title`. A bad value is one error naming the file and line; the
    /// source and its other tags still count. The tags stay tags, so the line is written
    /// back (and exported) as it was.
    mutating func readLineSettings(file: String, line: Int) -> [SourceLineError] {
        let origin = SettingOrigin.urlsLine(file: file, line: line)
        var errors: [SourceLineError] = []
        if let title { settings.title = title }
        if title != nil { settings.origins[.title] = origin }
        for tag in tags {
            guard let equals = tag.firstIndex(of: "="),
                let setting = SourceSetting(rawValue: tag[..<equals].lowercased())
            else { continue }
            do throws(SourceKeyError) {
                try settings.set(setting, String(tag[tag.index(after: equals)...]), origin: origin)
            } catch {
                errors.append(SourceLineError(file: file, line: line, message: error.message))
            }
        }
        return errors
    }
}
