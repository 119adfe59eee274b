// The layers below the core, seen by every importer of BylineCore while the core is split
// into its own targets.
@_exported import BylineFilter
@_exported import BylineHTTP
@_exported import BylineReader
@_exported import BylineSystem
@_exported import BylineXML
