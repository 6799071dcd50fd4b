/// A value that a class mutates on every row a search scores, kept in memory of its own: a
/// class's stored `var` costs a dynamic exclusivity check (two runtime calls) on each access,
/// as much as a tenth of scoring a row of a prefix query. The owner reads and writes it through
/// ``pointer``; the memory lives as long as this value, which cannot be copied.
struct UncheckedState<Value>: ~Copyable {
    let pointer: UnsafeMutablePointer<Value>

    init(_ value: Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}
