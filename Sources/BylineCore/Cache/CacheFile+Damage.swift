import BylineText
import Foundation

/// Damage found while the cache was in use: SQLite reports it only when a damaged page is
/// read, which can be long after the file was opened, and the program that meets it cannot
/// rebuild the cache under its own feet. So the damage is noted in a file beside the cache
/// (`cache.db-damaged`), and the next open checks the whole file and, when the check agrees,
/// moves it aside and salvages it (see ``CacheSalvage``).
extension CacheFile {
    /// The note's path for the cache at `path`.
    static func damageNote(_ path: String) -> String { path + "-damaged" }

    /// Notes that the cache at `path` was found damaged, with SQLite's words.
    static func noteDamage(_ path: String, reason: String) {
        let note = damageNote(path)
        guard !FileManager.default.fileExists(atPath: note) else { return }
        _ = FileManager.default.createFile(atPath: note, contents: Data((reason + "\n").utf8), attributes: [.posixPermissions: 0o600])
    }

    /// Forgets the note for the cache at `path`.
    static func clearDamage(_ path: String) {
        try? FileManager.default.removeItem(atPath: damageNote(path))
    }

    /// When damage was noted for the cache at `path`, runs SQLite's quick check on `probe` (a
    /// read-only connection to it): damage it confirms throws ``StoreError/corrupt(reason:)``;
    /// a clean check drops the note (the error was not in the file's pages).
    static func confirmDamage(_ path: String, with probe: Database) throws(StoreError) {
        guard FileManager.default.fileExists(atPath: damageNote(path)) else { return }
        let findings = try probe.query("PRAGMA quick_check(\(checkedProblems))") { $0.string(0) ?? "" }
        guard findings == ["ok"] else {
            throw .corrupt(reason: findings.isEmpty ? StoreText.damaged.text : findings.joined(separator: "\n"))
        }
        clearDamage(path)
    }

    /// The most problems SQLite's check lists before it stops.
    static let checkedProblems = 100

    /// One line for the damage `reason` describes: the reason itself when it is one line;
    /// else how many problems SQLite's check found, with the whole of it written to a log
    /// beside the damaged file (`<movedTo>.log`), whose path the line names. SQLite writes a
    /// check's findings over several lines (`*** in database main ***` above the first), and
    /// they ran into the salvage message.
    static func damageSummary(_ reason: String, movedTo: String) -> String {
        let lines = reason.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard lines.count > 1 else { return TextSanitizer.singleLine(reason) }
        let problems = lines.filter { !$0.isEmpty && !$0.hasPrefix("***") }
        let log = movedTo + ".log"
        guard
            FileManager.default.createFile(
                atPath: log, contents: Data((reason + "\n").utf8),
                attributes: [.posixPermissions: 0o600])
        else {
            return TextSanitizer.singleLine(problems.first ?? reason)
        }
        return problems.count == 1 ? CacheTroubleText.problems1(log) : CacheTroubleText.problemsN(problems.count, log)
    }
}
