/// Which named conditions use which, from their definitions as written, to find a condition
/// that uses itself (`recursive-condition`).
///
/// Names must be defined before they are used, so a cycle always has a use of a condition
/// defined at or after the one using it: that use is where the cycle is reported (a use of an
/// earlier condition on the cycle only repeats it). The strongly connected components are
/// found once (iteratively, in time linear in the uses); a chain is searched only for a use
/// that is on a cycle.
struct ConditionGraph {
    /// The condition names, in definition order (first definitions).
    private let names: [String]
    private let indexByName: [String: Int]
    /// The conditions each condition's definition uses, by index, in source order.
    private let uses: [[Int]]
    /// The strongly connected component of each condition.
    private let component: [Int]

    /// The graph of the named conditions in `statements`, names resolved by `table`.
    init(_ statements: [StatementSyntax], names table: NameTable) {
        var names: [String] = []
        var definitions: [NamedConditionSyntax] = []
        for entry in table.entries {
            if case .condition(let named) = entry.kind {
                names.append(entry.name.text)
                definitions.append(named)
            }
        }
        let indexByName = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        uses = definitions.map { named in
            var used: [Int] = []
            named.condition.forEachAtom(
                name: { word in if let index = indexByName[word.text] { used.append(index) } }, comparison: { _ in })
            return used
        }
        self.names = names
        self.indexByName = indexByName
        component = Self.components(uses)
    }

    /// The cycle a use of `used` inside the definition of `defining` closes, as the chain of
    /// names from `defining` back to itself (`["first", "second", "first"]`); nil when the use
    /// closes none (or `used` is defined before `defining`, so another use reports the cycle).
    /// Without `chain`, a cycle is only `[defining, defining]`: the search for the chain costs
    /// the component's size, so the caller asks for it a bounded number of times.
    func cycle(using used: String, in defining: String, chain wantsChain: Bool = true) -> [String]? {
        guard let from = indexByName[defining], let to = indexByName[used], to >= from, component[to] == component[from] else { return nil }
        if to == from || !wantsChain { return [defining, defining] }
        // Breadth-first from `used` back to `defining`, inside their component.
        var previous: [Int: Int] = [to: to]
        var queue = [to]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if node == from { break }
            for next in uses[node] where component[next] == component[from] && previous[next] == nil {
                previous[next] = node
                queue.append(next)
            }
        }
        var chain = [from]
        var node = from
        while node != to, let before = previous[node] {
            node = before
            chain.append(node)
        }
        return [defining] + chain.reversed().map { names[$0] }
    }

    /// The strongly connected component of each node (Tarjan's algorithm with an explicit stack).
    private static func components(_ edges: [[Int]]) -> [Int] {
        let count = edges.count
        var index = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: -1, count: count)
        var stack: [Int] = []
        var next = 0
        var components = 0
        for root in 0..<count where index[root] < 0 {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            index[root] = next
            low[root] = next
            next += 1
            stack.append(root)
            onStack[root] = true
            while let (node, edge) = work.last {
                if edge < edges[node].count {
                    work[work.count - 1].edge += 1
                    let target = edges[node][edge]
                    if index[target] < 0 {
                        index[target] = next
                        low[target] = next
                        next += 1
                        stack.append(target)
                        onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], index[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
                if low[node] == index[node] {
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component[member] = components
                        if member == node { break }
                    }
                    components += 1
                }
            }
        }
        return component
    }
}
