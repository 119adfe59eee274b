import Foundation

/// A value shared between a test and its server's handler threads.
public final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A box holding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// The current value.
    public var current: Value {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }

    /// Changes the value under the lock and returns what `body` returns.
    @discardableResult
    public func update<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}

extension LockedValue where Value == Int {
    /// Adds one and returns the new count: a server's handler numbering the requests it answers.
    public func next() -> Int {
        update { count -> Int in
            count += 1
            return count
        }
    }
}
