import CLibXML2

/// Process-wide libxml2 set-up, done once before the first parse.
package enum LibXMLSetup {
    /// Initialises libxml2 (required before parsing on several threads) and installs an
    /// external-entity loader that loads nothing, so no code path can read a file or URL.
    package static let ready: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader(LibXMLCallbacks.refuseExternalLoad)
    }()
}
