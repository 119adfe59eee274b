/// Reads elements while libxml2 is still parsing, as each one closes, so that a large document
/// need not be kept as a whole tree: an element the sink has read is freed at once.
///
/// The element handed over is complete (its children are all there) and still linked to its
/// ancestors, so namespaces and `xml:base` resolve as in a finished tree.
package protocol LibXMLElementSink: AnyObject {
    /// A parse is starting: forget what an earlier attempt at the same body read.
    func begin()
    /// Reads the element that has just closed; true frees it (and it is then gone from the tree).
    func read(closed element: LibXMLNode) -> Bool
}
