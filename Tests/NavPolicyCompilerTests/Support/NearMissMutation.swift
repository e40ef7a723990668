import NavPolicy
import NavPolicyTestSupport

@testable import NavPolicyCompiler

/// Near-miss edits of a checked policy: one atom's constant moved just past its value (a
/// letter more or less, a range end moved by one, a child or parent path), `is` ↔
/// `starts-with`, `under` ↔ `starts-with` on a parameter, an item added or removed, a
/// wildcard toggled: the edits `diff` is checked against. (Echo rules, near-miss copies of a
/// rule placed right after it, are written by `RandomPolicyText` with `.echoRules`.)
struct NearMissMutation {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// A mutated copy of `policy` for `diff`: in either section, one atom made a near miss, or
    /// two adjacent rules swapped; with the edit's name.
    mutating func edited(_ policy: CheckedPolicy) -> (CheckedPolicy, String) {
        let responses = !policy.responseRules.isEmpty && random.chance(50)
        let (rules, edit) = edited(responses ? policy.responseRules : policy.rules)
        var result = policy
        if responses { result.responseRules = rules } else { result.rules = rules }
        return (renumbered(result), (responses ? "response " : "") + edit)
    }

    private mutating func edited(_ rules: [CheckedRule]) -> ([CheckedRule], String) {
        var result = rules
        let whenRules = rules.indices.filter { !rules[$0].isOtherwise }
        if whenRules.count > 1, random.chance(25) {
            let index = random.pick(Array(whenRules.dropLast()))
            result.swapAt(index, index + 1)
            return (result, "swap rules \(index + 1) and \(index + 2)")
        }
        for _ in 0..<4 {
            guard let index = whenRules.isEmpty ? nil : random.pick(whenRules), let condition = nearMiss(rules[index].condition) else {
                continue
            }
            result[index].condition = condition
            return (result, "near miss in rule \(index + 1)")
        }
        return (rules, "unchanged")
    }

    /// Every rule on a line of its own, the response section's after the navigation rules.
    private func renumbered(_ policy: CheckedPolicy) -> CheckedPolicy {
        var result = policy
        let lines = { (rule: CheckedRule, line: Int) in
            CheckedRule(condition: rule.condition, action: rule.action, notify: rule.notify, isOtherwise: rule.isOtherwise, line: line)
        }
        result.rules = policy.rules.enumerated().map { lines($1, 2 + 2 * $0) }
        let start = 4 + 2 * policy.rules.count
        result.responseRules = policy.responseRules.enumerated().map { lines($1, start + 2 * $0) }
        return result
    }

    /// The condition with one of its atoms (chosen at random) made a near miss; nil when none
    /// of them has one.
    mutating func nearMiss(_ condition: Condition) -> Condition? {
        var atoms = 0
        _ = condition.mapAtoms { atom in
            atoms += 1
            return atom
        }
        guard atoms > 0 else { return nil }
        for _ in 0..<3 {
            let chosen = random.below(atoms)
            var seen = 0
            var changed = false
            var mutation = self
            let result = condition.mapAtoms { atom in
                defer { seen += 1 }
                guard seen == chosen, let near = mutation.nearMiss(atom) else { return atom }
                changed = true
                return near
            }
            self = mutation
            if changed { return result }
        }
        return nil
    }

    /// A near miss of one atom; nil for atoms without one.
    mutating func nearMiss(_ atom: Atom) -> Atom? {
        switch atom {
        case .scheme(let list):
            guard let first = list.first else { return nil }
            return random.chance(40) ? .schemePrefix(first) : .scheme(near(list, next: first + "x"))
        case .schemePrefix(let prefix):
            return switch random.below(3) {
            case 0: .scheme([prefix])
            case 1: .schemePrefix(prefix + "x")
            default: prefix.count > 1 ? .schemePrefix(String(prefix.dropLast())) : .scheme([prefix])
            }
        case .host(let patterns):
            guard !patterns.isEmpty else { return nil }
            let index = random.below(patterns.count)
            var result = patterns
            if random.chance(50), !HostNormalizer.isIPAddress(patterns[index].domain), !patterns[index].domain.hasPrefix("[") {
                result[index].includesSubdomains.toggle()
            } else if patterns.count > 1 {
                result.remove(at: index)
            } else {
                return nil
            }
            return .host(result)
        case .path(let list):
            guard let first = list.first else { return nil }
            return random.chance(40) ? .pathPrefix(first) : .path(near(list, next: first + "x"))
        case .pathPrefix(let prefix):
            return switch random.below(3) {
            case 0: .path([prefix])
            case 1: .pathPrefix(prefix + "/")
            default: prefix.count > 1 ? .pathPrefix(String(prefix.dropLast())) : .path([prefix])
            }
        case .pathSuffix(let suffix):
            return suffix.count > 1 ? .pathSuffix(String(suffix.dropFirst())) : .pathSuffixFolded(suffix.lowercased())
        case .port(let list): return nearNumbers(list, in: 0...UInt16.max).map(Atom.port)
        case .status(let list): return nearNumbers(list, in: 100...999).map(Atom.status)
        case .typePrefix(let prefix):
            return random.chance(50) || !prefix.contains("/")
                ? .typePrefix(prefix.count > 1 ? String(prefix.dropLast()) : prefix + "x") : .type([prefix + "x"])
        case .type(let list):
            guard let first = list.first, let slash = first.firstIndex(of: "/") else { return nil }
            return random.chance(50) ? .typePrefix(String(first[...slash])) : .type(near(list, next: first + "x"))
        case .queryHas(let names):
            guard let first = names.first else { return nil }
            return .queryHas(near(names, next: first + "x"))
        case .inParameter(let test):
            guard case .path(let relation, let folded) = test.form else { return nil }
            var changed = test
            let relations: [ParameterTest.PathRelation] = [.exact, .prefix, .suffix, .under].filter { $0 != relation }
            changed.form = random.chance(25) ? .path(relation, folded: !folded) : .path(random.pick(relations), folded: folded)
            return .inParameter(changed)
        case .target(let list): return .target(toggled(list, NavigationTarget.allCases))
        case .navigation(let list): return .navigation(toggled(list, NavigationType.allCases))
        case .onCurrent(let inner): return nearMiss(inner).map(Atom.onCurrent)
        case .view, .hostIsNone, .relation, .currentURLIsNone, .urlMatches, .portIsNone, .queryIsNone, .pathFolded, .pathPrefixFolded,
            .pathSuffixFolded, .flag, .statusIsNone, .typeIsNone, .attachment, .displayable:
            return nil
        }
    }

    private mutating func nearNumbers(_ list: [UInt16], in bounds: ClosedRange<UInt16>) -> [UInt16]? {
        NearMissValues.numbers(list, in: bounds, random: &random)
    }

    private mutating func near(_ list: [String], next: String) -> [String] { NearMissValues.list(list, next: next, random: &random) }

    private mutating func toggled<Value: Equatable>(_ list: [Value], _ all: [Value]) -> [Value] {
        NearMissValues.toggled(list, all, random: &random)
    }
}
