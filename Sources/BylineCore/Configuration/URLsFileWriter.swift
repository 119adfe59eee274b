import BylineText
import Foundation

/// The one writer of a urls file. Every change — `add`, `import`, `import --from-newsboat`,
/// `remove`, and a refresh following a feed that moved for good — goes through it: it takes
/// the lock of the file's folder, reads the file again under the lock (so it never writes
/// back what it read before another Byline changed it), and replaces the file atomically,
/// keeping its mode and symbolic links (``LocalFile/replace(_:at:ownerOnly:)``).
public struct URLsFileWriter: Sendable {
    /// The urls file, as given (a symbolic link is written through).
    public let path: String

    /// The writer of the urls file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The urls file as read under its lock, and the one way to change it while the lock is held.
    public struct Locked: ~Copyable {
        /// The file's bytes now (empty when there is no file).
        public private(set) var data: Data
        fileprivate let path: String

        /// The file's text.
        public var text: String { TextLines.decode(data) }

        /// Whether a line of the file, usable or not, lists `key` (compared as duplicates are).
        public func lists(_ key: String) -> Bool {
            let identity = Source.duplicateIdentity(of: key)
            return URLsFile.listedKeys(in: text).contains { Source.duplicateIdentity(of: $0) == identity }
        }

        /// Replaces the file with `data` now, still under the lock.
        public mutating func replace(with data: Data) throws(LocalFileError) {
            try LocalFile.replace(data, at: path)
            self.data = data
        }

        /// Replaces the file with its bytes followed by what `merged` adds to `text` (the
        /// file's ``text``, which `merged` starts with), so the existing bytes stay exactly
        /// as they were, even those that are not UTF-8.
        mutating func append(_ merged: String, after text: String) throws(LocalFileError) {
            try replace(with: data + Data(merged.utf8.dropFirst(text.utf8.count)))
        }
    }

    /// Runs `body` with the file as it is now, holding its lock throughout, so a change
    /// `body` makes (and anything it records elsewhere first, such as a cache's intent) is
    /// never interleaved with another writer's.
    public func locked<T>(_ body: (inout Locked) throws(LocalFileError) -> T) throws(LocalFileError) -> T {
        try LocalFile.withExclusiveLock(forFileAt: path) { () throws(LocalFileError) -> T in
            var file = Locked(data: try LocalFile.readIfPresent(path) ?? Data(), path: path)
            return try body(&file)
        }
    }

    /// Adds `sources` the file does not list yet (see ``URLsFile/merge(_:into:)``), creating
    /// the file and its folder privately when missing; the file is left untouched when
    /// nothing is new.
    public func add(_ sources: [Source]) throws(LocalFileError) -> URLsFileMerge {
        try locked { (file: inout Locked) throws(LocalFileError) -> URLsFileMerge in
            let text = file.text
            let merged = URLsFile.merge(sources, into: text)
            if !merged.added.isEmpty { try file.append(merged.text, after: text) }
            return merged
        }
    }

    /// Adds the `lines` whose key the file does not list yet, as written (newsboat's lines,
    /// see ``URLsFile/mergeLines(_:into:)``); returns how many were added and already listed,
    /// and the file's text afterwards.
    public func add(lines: [(key: String, line: String)]) throws(LocalFileError)
        -> (added: Int, alreadyListed: Int, text: String)
    {
        try locked { (file: inout Locked) throws(LocalFileError) in
            let text = file.text
            let merged = URLsFile.mergeLines(lines, into: text)
            if !merged.added.isEmpty { try file.append(merged.text, after: text) }
            return (merged.added.count, merged.alreadyListed.count, merged.text)
        }
    }

    /// What ``remove(_:proceed:)`` did.
    public enum Removal: Sendable, Equatable {
        /// The lines listing the key are gone.
        case removed(URLsFileRemoval)
        /// No line lists the key (any more): nothing changed.
        case notListed
        /// `proceed` said no: nothing changed.
        case stopped
    }

    /// Removes every line listing `key` (see ``URLsFile/removing(_:from:)``); the file is
    /// untouched when no line lists it. `proceed` runs under the lock when there is a line to
    /// remove, before the file changes, and may stop the removal (when the cache could not
    /// record its intent, say).
    public func remove(_ key: String, proceed: () -> Bool = { true }) throws(LocalFileError) -> Removal {
        try locked { (file: inout Locked) throws(LocalFileError) -> Removal in
            let removal = URLsFile.removing(key, from: file.data)
            guard !removal.removed.isEmpty else { return .notListed }
            guard proceed() else { return .stopped }
            try file.replace(with: removal.data)
            return .removed(removal)
        }
    }
}
