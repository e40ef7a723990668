/// Near misses of a rule's constants, shared by the generator's echo rules (`RandomPolicyText`)
/// and the compiler tests' near-miss edits of checked policies (`NearMissMutation`): what an
/// analysis wrong about "some other value" is wrong on.
public enum NearMissValues {
    /// A list with its first item replaced by `next`, or `next` added, or an item dropped.
    public static func list<Value>(_ list: [Value], next: Value, random: inout SeededGenerator) -> [Value] {
        switch random.below(3) {
        case 0: return [next] + list.dropFirst()
        case 1: return list + [next]
        default: return list.count > 1 ? Array(list.dropFirst()) : [next]
        }
    }

    /// Numbers (ports, statuses) near `list`: every number moved up or down by one (a range
    /// end moved), or one dropped or added, staying within `bounds`; nil for an empty list.
    public static func numbers(_ list: [UInt16], in bounds: ClosedRange<UInt16>, random: inout SeededGenerator) -> [UInt16]? {
        let sorted = Set(list).sorted()
        guard let low = sorted.first, let high = sorted.last else { return nil }
        switch random.below(3) {
        case 0 where high < bounds.upperBound: return sorted.map { $0 + 1 }
        case 1 where low > bounds.lowerBound: return sorted.map { $0 - 1 }
        default: return sorted.count > 1 ? Array(sorted.dropLast()) : sorted + [high == bounds.upperBound ? low - 1 : high + 1]
        }
    }

    /// The list with one value of `all` added or removed (never empty).
    public static func toggled<Value: Equatable>(_ list: [Value], _ all: [Value], random: inout SeededGenerator) -> [Value] {
        let value = random.pick(all)
        guard let index = list.firstIndex(of: value) else { return list + [value] }
        guard list.count > 1 else { return list }
        var result = list
        result.remove(at: index)
        return result
    }
}
