/// The atoms of random policy texts, each with its near miss where it has one: a constant
/// moved just past its value (a letter more, a number moved by one, a child or parent path),
/// `is` ↔ `starts-with`, a wildcard toggled, an item added or removed.
extension RandomPolicyText {
    typealias Token = PolicyTextWriter.Token

    /// Whether any feature with atoms of its own (`featureAtom`) is on.
    var usesFeatureAtoms: Bool { !features.isDisjoint(with: [.parameters, .flags, .namedConditions, .prefixesAndRanges]) }

    /// An atom the current section takes.
    mutating func atom() -> AtomText {
        if features.contains(.finiteSpace) { return finiteAtom() }
        if usesFeatureAtoms, random.chance(35), let atom = featureAtom() { return atom }
        switch section {
        case .navigation: return navigationAtom()
        case .response: return random.chance(65) ? responseAtom() : urlPartAtom(current: false)
        case .neutral: return urlPartAtom(current: false)
        }
    }

    /// An atom only navigation rules take, or one about a part of the URL or the current URL.
    private mutating func navigationAtom() -> AtomText {
        switch random.below(12) {
        case 0: return enumAtom("target", RandomPolicyValues.targets, max: 2)
        case 1: return enumAtom("navigation", RandomPolicyValues.navigationTypes, max: 3)
        case 2: return comparison("view", [.word(random.pick(["main", "popup"]))], near: nil)
        case 3:
            // `current is none` (the host relation's "no current page") or a relation.
            if random.chance(40) {
                return AtomText(tokens: [.word("current"), .word("is")] + (random.chance(25) ? [.word("not")] : []) + [.word("none")])
            }
            let part = random.pick(["host", "host", "scheme", "port"])
            let other: [Token] = part == "host" && random.chance(60) ? [.word("current")] : [.word("current"), .word(part)]
            return AtomText(tokens: [.word(part), .word(random.pick(["==", "!="]))] + other)
        case 4: return urlPartAtom(current: true)
        default: return urlPartAtom(current: false)
        }
    }

    /// `ATTRIBUTE is VALUE` or `ATTRIBUTE in [VALUES]` of up to `max` of the enum words `all`,
    /// its near miss with one word added or removed.
    mutating func enumAtom(_ attribute: String, _ all: [String], max: Int) -> AtomText {
        let values = random.subset(all, max: max)
        return comparison(attribute, values.map(Token.word), near: toggled(values, all).map(Token.word))
    }

    /// A test of one part of the URL, or (`current`) of the current URL.
    mutating func urlPartAtom(current: Bool) -> AtomText {
        let prefix: [Token] = current ? [.word("current")] : []
        switch random.below(17) {
        case 0, 1:
            let values = random.subset(schemes, max: 2)
            if !schemeLists.isEmpty, random.chance(30) { return named(prefix + [.word("scheme")], random.pick(schemeLists)) }
            let near =
                features.contains(.prefixesAndRanges) && random.chance(40)
                ? prefix + [.word("scheme"), .word("starts-with"), .string(values[0])] : nil
            var atom = comparison(
                prefix + [.word("scheme")], values.map(Token.string), near: nearList(values, next: values[0] + "x").map(Token.string))
            if let near { atom.nearMiss = near }
            return atom
        case 2, 3, 4:
            if !hostLists.isEmpty, random.chance(30) { return named(prefix + [.word("host")], random.pick(hostLists)) }
            let patterns = (0..<(1 + random.below(3))).map { _ in hostPattern() }
            return comparison(prefix + [.word("host")], patterns.map(Token.string), near: nearHosts(patterns)?.map(Token.string))
        case 5: return isNone(prefix + [.word("host")])
        case 6:
            let values = random.subset(paths, max: 2)
            var atom = comparison(
                prefix + [.word("path")], values.map(Token.string), near: nearList(values, next: values[0] + "x").map(Token.string))
            if random.chance(40) { atom.nearMiss = prefix + [.word("path"), .word("starts-with"), .string(values[0])] }
            return atom
        case 7:
            let path = random.pick(paths)
            let near: [Token] =
                switch random.below(3) {
                case 0: [.word("is"), .string(path)]
                case 1: [.word("starts-with"), .string(path + "/")]
                default: path.count > 1 ? [.word("starts-with"), .string(String(path.dropLast()))] : [.word("is"), .string(path)]
                }
            return AtomText(
                tokens: prefix + [.word("path"), .word("starts-with"), .string(path)], nearMiss: prefix + [.word("path")] + near)
        case 8:
            let suffix = random.pick(RandomPolicyValues.suffixes)
            let near: [Token] =
                suffix.count > 1 ? [.string(String(suffix.dropFirst()))] : [.string(suffix), .word("ignoring"), .word("case")]
            return AtomText(
                tokens: prefix + [.word("path"), .word("ends-with"), .string(suffix)],
                nearMiss: prefix + [.word("path"), .word("ends-with")] + near)
        case 9:
            // Case-folded forms.
            let folded: [Token] = [.word("ignoring"), .word("case")]
            switch random.below(3) {
            case 0:
                let values = random.subset(paths + ["/PAY", "blank"], max: 2)
                return comparison(prefix + [.word("path")], values.map(Token.string), near: nil, suffix: folded)
            case 1: return AtomText(tokens: prefix + [.word("path"), .word("starts-with"), .string(random.pick(paths + ["/A"]))] + folded)
            default:
                return AtomText(
                    tokens: prefix + [.word("path"), .word("ends-with"), .string(random.pick(RandomPolicyValues.suffixes))] + folded)
            }
        case 10, 11, 12:
            let patterns = (0..<(random.chance(20) ? 2 : 1)).map { _ in matchPattern() }
            return AtomText(
                tokens: prefix + [.word("url"), .word("matches")] + (patterns.count == 1 && random.chance(70) ? patterns : list(patterns)))
        case 13:
            let values = random.subset(RandomPolicyValues.ports, max: 3)
            var items = values.map { Token.word(String($0)) }
            if features.contains(.prefixesAndRanges), random.chance(40) {
                let low = Int(random.pick(RandomPolicyValues.ports + [8000, 1]))
                items.append(.range(low, min(65535, low + random.below(1001))))
                return comparison(prefix + [.word("port")], items, near: nil, forceList: true)
            }
            return comparison(prefix + [.word("port")], items, near: nearNumbers(values, in: 0...65535)?.map { .word(String($0)) })
        case 14: return isNone(prefix + [.word("port")])
        case 15: return isNone(prefix + [.word("query")])
        default:
            let names = random.subset(RandomPolicyValues.queryNames, max: 2)
            let head = prefix + [.word("query"), .word("has")]
            let near = nearList(names, next: names[0] + "x")
            return AtomText(tokens: head + stringsOrList(names), nearMiss: head + stringsOrList(near))
        }
    }

    /// A `url matches` pattern: `*` or one of the policy's schemes; any host, a host pattern or
    /// (with `file`) none; no port, any port or one; a glob or a path; or an opaque pattern.
    private mutating func matchPattern() -> Token {
        if random.chance(12) {
            let scheme = random.pick(schemes.filter { !["http", "https"].contains($0) } + ["about", "mailto", "com.example.app"])
            return .string(scheme + ":" + random.pick(["blank", "*", "a@b.example", "/oauth/*"]))
        }
        let host: String
        var scheme = random.chance(30) ? "*" : random.pick(schemes)
        switch random.below(4) {
        case 0: host = "*"
        case 1:
            host = ""
            scheme = "file"
        default: host = hostPattern()
        }
        let port =
            switch random.below(4) {
            case 0 where !host.isEmpty: ":*"
            case 1 where !host.isEmpty: ":" + String(random.pick(RandomPolicyValues.ports))
            default: ""
            }
        let glob = random.chance(50) ? random.pick(RandomPolicyValues.globs) : random.pick(paths.filter { $0.hasPrefix("/") } + ["/"])
        return .string(scheme + "://" + host + port + (glob.hasPrefix("/") ? glob : "/" + glob))
    }

    /// A host pattern of the policy's hosts: `*.` before a name (not an address) half the time.
    mutating func hostPattern() -> String {
        let host = random.pick(hosts)
        return !RandomPolicyValues.addresses.contains(host) && random.chance(50) ? "*." + host : host
    }

    /// A composed host name (`cdn1.checkout-eu.co.uk`).
    mutating func composedHost() -> String {
        (0..<(1 + random.below(3))).map { _ in random.pick(RandomPolicyValues.labels) }.joined(separator: ".")
            + "." + random.pick(RandomPolicyValues.topLevels)
    }

    // MARK: Comparison forms

    /// `ATTRIBUTE is [not] VALUE` for one value (half the time), else `ATTRIBUTE [not] in
    /// [VALUES]`; `is not` and `not in` one time in four. The near miss (when given) is
    /// written with the same words.
    mutating func comparison(_ attribute: [Token], _ values: [Token], near: [Token]?, suffix: [Token] = [], forceList: Bool = false)
        -> AtomText
    {
        let negated = random.below(4) == 0
        let single = !forceList && random.chance(50)
        let trailingComma = features.contains(.layout) && random.chance(30)
        func written(_ values: [Token]) -> [Token] {
            if single && values.count == 1 { return attribute + [.word("is")] + (negated ? [.word("not")] : []) + values + suffix }
            return attribute + (negated ? [.word("not")] : []) + [.word("in")] + Self.list(values, trailingComma: trailingComma) + suffix
        }
        return AtomText(tokens: written(values), nearMiss: near.map(written))
    }

    /// `comparison` with a single word attribute.
    mutating func comparison(_ attribute: String, _ values: [Token], near: [Token]?) -> AtomText {
        comparison([.word(attribute)], values, near: near)
    }

    /// `ATTRIBUTE [not] in LIST-NAME`.
    private mutating func named(_ attribute: [Token], _ name: String) -> AtomText {
        AtomText(tokens: attribute + (random.below(4) == 0 ? [.word("not")] : []) + [.word("in"), .word(name)])
    }

    /// `ATTRIBUTE is [not] none`.
    mutating func isNone(_ attribute: [Token]) -> AtomText {
        AtomText(tokens: attribute + [.word("is")] + (random.chance(25) ? [.word("not")] : []) + [.word("none")])
    }

    /// One string, or a list of them.
    mutating func stringsOrList(_ values: [String]) -> [Token] {
        values.count == 1 && random.chance(50) ? [.string(values[0])] : list(values.map(Token.string))
    }

    /// A list of `items`, with a trailing comma sometimes under random layout.
    mutating func list(_ items: [Token]) -> [Token] {
        Self.list(items, trailingComma: features.contains(.layout) && random.chance(30))
    }

    static func list(_ items: [Token], trailingComma: Bool) -> [Token] {
        var result: [Token] = [.punctuation("[")]
        for (index, item) in items.enumerated() {
            if index > 0 { result.append(.punctuation(",")) }
            result.append(item)
        }
        if trailingComma && !items.isEmpty { result.append(.punctuation(",")) }
        return result + [.punctuation("]")]
    }

    // MARK: Near misses

    /// `NearMissValues.list` drawing from this generator.
    mutating func nearList(_ list: [String], next: String) -> [String] { NearMissValues.list(list, next: next, random: &random) }

    /// Host patterns with one `*.` toggled (not before an address), or one dropped.
    private mutating func nearHosts(_ patterns: [String]) -> [String]? {
        let index = random.below(patterns.count)
        var result = patterns
        let domain = patterns[index].hasPrefix("*.") ? String(patterns[index].dropFirst(2)) : patterns[index]
        if random.chance(50), !RandomPolicyValues.addresses.contains(domain) {
            result[index] = patterns[index].hasPrefix("*.") ? domain : "*." + domain
        } else if patterns.count > 1 {
            result.remove(at: index)
        } else {
            return nil
        }
        return result
    }

    /// `NearMissValues.numbers` drawing from this generator.
    mutating func nearNumbers(_ list: [UInt16], in bounds: ClosedRange<UInt16>) -> [UInt16]? {
        NearMissValues.numbers(list, in: bounds, random: &random)
    }

    /// `NearMissValues.toggled` drawing from this generator.
    mutating func toggled(_ list: [String], _ all: [String]) -> [String] { NearMissValues.toggled(list, all, random: &random) }
}
