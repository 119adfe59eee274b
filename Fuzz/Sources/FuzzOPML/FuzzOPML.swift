import BylineCore
import Foundation
import FuzzSupport

/// An OPML file: parse it, check every source and error, and export the sources, which must
/// import back as the same sources with the same tags (tags with `,` or `/` excepted: export
/// documents that they cannot round-trip), export again to the same file, and also survive a
/// urls file. Export writes tags as nested folders, so the order of the sources and of each
/// one's tags is not kept: they are compared in a fixed order.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let parsed: ParsedSources
    do {
        parsed = try OPML.parse(input.data, fileName: "feeds.opml")
    } catch {
        LineChecks.requireMessage(error.description, "OPML error")
        return 0
    }
    SourceChecks.require(parsed, lineCount: nil)
    let exported = OPML.export(parsed.sources, dateCreated: Date(timeIntervalSince1970: 0))
    let reread: ParsedSources
    do {
        reread = try OPML.parse(Data(exported.utf8), fileName: "exported.opml")
    } catch {
        FuzzCheck.fail("exported OPML does not import: \(error.description) in \(FuzzCheck.show(exported))")
    }
    FuzzCheck.require(reread.errors.isEmpty, "exported OPML has errors: \(reread.errors)")
    var expected = parsed.sources
    var actual = reread.sources
    let hasTagsExportCannotKeep = parsed.sources.contains { $0.tags.contains { $0.contains(",") || $0.contains("/") } }
    if hasTagsExportCannotKeep {
        expected = expected.map { Source(kind: $0.kind, key: $0.key, title: $0.title) }
        actual = actual.map { Source(kind: $0.kind, key: $0.key, title: $0.title) }
    }
    FuzzCheck.require(
        inFixedOrder(actual) == inFixedOrder(expected), "exported OPML reads back differently: \(expected) → \(actual)")
    if !hasTagsExportCannotKeep {
        let again = OPML.export(reread.sources, dateCreated: Date(timeIntervalSince1970: 0))
        FuzzCheck.require(again == exported, "export → import → export differs: \(FuzzCheck.show(exported)) → \(FuzzCheck.show(again))")
    }
    // A tag starting with `~` has no urls-file spelling (it reads as the title): writing drops it.
    let writable = parsed.sources.map { Source(kind: $0.kind, key: $0.key, title: $0.title, tags: $0.tags.filter { !$0.hasPrefix("~") }) }
    let urls = URLsFile.parse(URLsFile.text(for: parsed.sources), fileName: "urls")
    FuzzCheck.require(
        urls.errors.isEmpty && urls.sources == writable,
        "OPML sources do not survive a urls file: \(writable) → \(urls.sources), \(urls.errors)")
    return 0
}

/// `sources` ordered by key, each with its tags sorted and listed once.
private func inFixedOrder(_ sources: [Source]) -> [Source] {
    sources.map { Source(kind: $0.kind, key: $0.key, title: $0.title, tags: Array(Set($0.tags)).sorted()) }.sorted { $0.key < $1.key }
}
