import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

/// A refresh's download: in memory while small, on disk (in a file with no name) once large.
@Suite("download spool")
struct BodySpoolTests {
    private static func pieces(_ count: Int, size: Int) -> [Data] {
        (0..<count).map { Data(repeating: UInt8(truncatingIfNeeded: $0 + 65), count: size) }
    }

    @Test("a body under the threshold stays in memory and reads back whole")
    func smallBodiesStayInMemory() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spool = BodySpool(folder: folder.path, threshold: 10_000)
        let pieces = Self.pieces(4, size: 1_000)
        for piece in pieces { #expect(spool.append(piece)) }
        #expect(!spool.isOnDisk)
        #expect(try spool.contents() == pieces.reduce(Data(), +))
    }

    @Test("a body over the threshold goes to disk, leaves no file behind, and reads back whole, twice")
    func largeBodiesGoToDisk() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spool = BodySpool(folder: folder.path, threshold: 2_000)
        let pieces = Self.pieces(12, size: 700)
        for piece in pieces { #expect(spool.append(piece)) }
        #expect(spool.isOnDisk)
        #expect(spool.count == 8_400)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(try spool.contents() == pieces.reduce(Data(), +))
        #expect(try spool.contents() == pieces.reduce(Data(), +))
    }

    @Test("where no file can be made, the body stays in memory")
    func noFolderKeepsTheBodyInMemory() throws {
        let spool = BodySpool(folder: "/nonexistent-\(UUID().uuidString)", threshold: 100)
        let pieces = Self.pieces(3, size: 80)
        for piece in pieces { #expect(spool.append(piece)) }
        #expect(!spool.isOnDisk)
        #expect(try spool.contents() == pieces.reduce(Data(), +))
    }
}
