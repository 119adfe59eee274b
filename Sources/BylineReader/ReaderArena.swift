/// Owns every node of one page's tree for the length of an extraction, so parent links
/// can be plain pointers: nothing is freed while a pass might still follow one.
package final class ReaderArena {
    /// Every node made, in order.
    var nodes: [ReaderNode] = []

    /// An empty arena.
    package init() {
        nodes.reserveCapacity(4096)
    }
}
