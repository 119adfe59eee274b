import BylineCLI
import Foundation

#if os(Linux)
    /// glibc's `mallopt` (malloc.h, which the Glibc module leaves out).
    @_silgen_name("mallopt")
    private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
    /// malloc.h's `M_MMAP_THRESHOLD`.
    private let mmapThreshold: Int32 = -3

    // Blocks of 1 MB and more (downloaded feeds, libxml2's copy of a body being parsed) go
    // straight to the system and back: with glibc's sliding threshold they came from the heap
    // and stayed there, and a refresh of 1,000-item feeds peaked 10 MB higher (bench/RESULTS.md §18).
    _ = mallopt(mmapThreshold, 1 << 20)
#endif

let status = await BylineCommandLine.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment)
exit(status)
