/// The one generator of random policies: the *text* of a valid policy, a function of a seed
/// and the language features asked for. Every property test, the token soups
/// (`RandomTokenText`) and the fuzz targets that read policy text draw from it; a caller that
/// needs an AST checks the text (so the generator can only produce what the language accepts,
/// and a language change is taught here once). The fixed-shape scale policies of the
/// benchmarks (`MixedPolicySource`, `AffixPolicySource`) are no random language sample.
///
/// Without features it writes every form of a policy without definitions: each atom (target, navigation, view,
/// scheme, host patterns with `*.` and IP addresses, `is none`, `current is none`, the
/// relations with the current page, path `is` / `starts-with` / `ends-with` plain and
/// `ignoring case`, ports, `query has` / `is none`, `url matches` with every host part, port
/// part and glob shape and opaque patterns), each URL atom also on `current`, negated forms
/// (`is not`, `not in`, `not`), nested `and` / `or` / `not`, notify tags, `otherwise` and a
/// header. The `Features` add the rest; `RandomPolicyTextTests` checks that every text checks.
public struct RandomPolicyText {
    /// Which language features a text may use beyond the plain atoms.
    public struct Features: OptionSet, Sendable, Hashable {
        /// The features' bits.
        public let rawValue: Int

        /// Features from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Random layout: white space, line breaks, CRLF, comments, trailing commas.
        public static let layout = Features(rawValue: 1 << 0)
        /// `let` lists of hosts and schemes, compared by name.
        public static let namedLists = Features(rawValue: 1 << 1)
        /// Parameters of every kind, tested in every form, on the URL and the current URL.
        public static let parameters = Features(rawValue: 1 << 2)
        /// Flags, as bare-name atoms.
        public static let flags = Features(rawValue: 1 << 3)
        /// Named conditions (navigation-only and section-neutral ones), as bare-name atoms.
        public static let namedConditions = Features(rawValue: 1 << 4)
        /// `path under`, `scheme starts-with`, number ranges.
        public static let prefixesAndRanges = Features(rawValue: 1 << 5)
        /// An `on response` section: statuses, types, `attachment`, `displayable`.
        public static let responses = Features(rawValue: 1 << 6)
        /// After some rules, a near-miss copy of it (one atom's constant moved just past its
        /// value), with the same or another action: rules that nearly overlap, where an
        /// analysis wrong about "some other value" shows.
        public static let echoRules = Features(rawValue: 1 << 7)

        /// Only atoms over a request space finite up to equivalence — target, navigation,
        /// view, four schemes, five host patterns, no host — and no notify tags, so that
        /// enumerating one request per class decides what an analysis must find. Of the
        /// other features only layout and echo rules are kept.
        public static let finiteSpace = Features(rawValue: 1 << 8)

        /// Every language feature (no layout, no echo rules).
        public static let language: Features = [.namedLists, .parameters, .flags, .namedConditions, .prefixesAndRanges, .responses]
    }

    /// Where the condition being written stands, which decides the atoms it may hold.
    enum Section {
        /// A navigation rule's, or a named condition only navigation rules use.
        case navigation
        /// A response rule's.
        case response
        /// A named condition's that either section may use: URL parts, flags, parameters.
        case neutral
    }

    /// One atom's tokens, and those of a near miss of it when it has one.
    struct AtomText {
        var tokens: [PolicyTextWriter.Token]
        var nearMiss: [PolicyTextWriter.Token]?
    }

    /// A condition being written.
    indirect enum Node {
        case atom(AtomText)
        case not(Node)
        /// Two or more operands joined by `and` or `or`.
        case chain(String, [Node])
    }

    var random: SeededGenerator
    let features: Features
    var writer: PolicyTextWriter
    var section = Section.navigation
    /// The few hosts, schemes and paths this policy's atoms draw from, so that its rules overlap.
    var hosts: [String] = []
    var schemes: [String] = []
    var paths: [String] = []
    var hostLists: [String] = []
    var schemeLists: [String] = []
    /// Named conditions defined so far, by the sections that may use them.
    var navigationConditions: [String] = []
    var neutralConditions: [String] = []

    /// The policy text for `seed` with `features`; the same arguments give the same text.
    public static func make(seed: UInt64, features: Features = []) -> String {
        var generator = RandomPolicyText(seed: seed, features: features)
        generator.writeFile()
        return generator.writer.finished(random: &generator.random)
    }

    /// The tokens of the policy `make` writes for `seed` and `features`, each as written (a
    /// string in its quotes), in order: the language's vocabulary in the proportions policies
    /// use it, for token soups (`RandomTokenText`).
    public static func tokens(seed: UInt64, features: Features = []) -> [String] {
        var generator = RandomPolicyText(seed: seed, features: features)
        generator.writeFile()
        return generator.writer.tokens
    }

    private init(seed: UInt64, features: Features) {
        random = SeededGenerator(seed: seed)
        // A finite space keeps only what does not leave it: layout and echo rules.
        self.features = features.contains(.finiteSpace) ? features.intersection([.finiteSpace, .layout, .echoRules]) : features
        writer = PolicyTextWriter(randomLayout: features.contains(.layout), random: &random)
    }

    // MARK: Statements

    private mutating func writeFile() {
        hosts = random.subset(RandomPolicyValues.hosts, max: 4) + (random.chance(25) ? [composedHost()] : [])
        schemes = random.subset(RandomPolicyValues.schemes, max: 3)
        paths = random.subset(RandomPolicyValues.paths, max: 3)
        if random.chance(55) {
            let name = random.pick(["random", "ads-webview", "checkout", "p", "a much longer policy name for testing"])
            statement([.word("policy"), .string(name)])
        }
        if features.contains(.namedLists) { writeLists() }
        if features.contains(.parameters) {
            for (name, key) in RandomPolicyValues.parameters {
                statement([.word("let"), .word(name), .punctuation("="), .word("param"), .string(key)])
            }
        }
        if features.contains(.flags) {
            for flag in RandomPolicyValues.flags { statement([.word("flag"), .word(flag)]) }
        }
        if features.contains(.namedConditions) { writeConditions() }
        // Random layout also writes policies without rules, which format like any other.
        let ruleCount = features.contains(.layout) && random.chance(10) ? 0 : 1 + random.below(8)
        writeRules(count: ruleCount, otherwise: 40)
        if features.contains(.responses) {
            statement([.word("on"), .word("response")])
            section = .response
            writeRules(count: random.below(9), otherwise: 40)
            section = .navigation
        }
    }

    mutating func statement(_ tokens: [PolicyTextWriter.Token]) {
        writer.statement(tokens, random: &random)
    }

    private mutating func writeLists() {
        for index in 0..<random.below(4) {
            let isHosts = random.chance(50)
            let name = (isHosts ? "hosts-" : "schemes-") + String(index)
            let items = (0..<random.below(15)).map { _ in
                PolicyTextWriter.Token.string(isHosts ? hostPattern() : random.pick(RandomPolicyValues.schemes))
            }
            statement([.word("let"), .word(name), .punctuation("=")] + list(items))
            if isHosts { hostLists.append(name) } else { schemeLists.append(name) }
        }
    }

    /// Up to three named conditions, each navigation-only or section-neutral, each defined
    /// before its uses (a later one may use an earlier one).
    private mutating func writeConditions() {
        for index in 0..<random.below(4) {
            let isNeutral = random.chance(50)
            let name = (isNeutral ? "same-" : "nav-") + String(index)
            section = isNeutral ? .neutral : .navigation
            let body = tokens(condition(depth: 1))
            section = .navigation
            statement([.word("condition"), .word(name), .punctuation("=")] + body)
            if isNeutral { neutralConditions.append(name) } else { navigationConditions.append(name) }
        }
    }

    /// `count` rules of the current section, each maybe followed by its echo, and an
    /// `otherwise` with probability `otherwise` percent.
    private mutating func writeRules(count: Int, otherwise: Int) {
        for _ in 0..<count {
            let condition = condition(depth: 0)
            let action = action()
            statement([.word("when")] + tokens(condition) + [.word("then")] + action)
            guard features.contains(.echoRules), random.chance(60), let echo = nearMiss(condition) else { continue }
            statement([.word("when")] + tokens(echo) + [.word("then")] + (random.chance(50) ? self.action() : action))
        }
        if random.chance(otherwise) { statement([.word("otherwise")] + action()) }
    }

    /// An action of the current section, maybe with a notify tag.
    private mutating func action() -> [PolicyTextWriter.Token] {
        let isResponse = section == .response
        let words =
            isResponse
            ? random.pick([["allow"], ["cancel"], ["download"]])
            : random.pick([
                ["allow"], ["cancel"], ["download"], ["open", "external"], ["open", "in-app"], ["open", "popup"], ["open", "in-place"],
            ])
        guard !features.contains(.finiteSpace), random.chance(20) else { return words.map { .word($0) } }
        let tag = random.pick(isResponse ? RandomPolicyValues.responseTags : RandomPolicyValues.tags)
        return words.map { .word($0) } + [.word("and"), .word("notify"), .string(tag)]
    }

    // MARK: Conditions

    /// A condition: an atom, or (more often near the top) `not`, `and` or `or` over one to
    /// three smaller conditions, nested at most three deep.
    mutating func condition(depth: Int) -> Node {
        guard depth < 3, random.chance(depth == 0 ? 55 : 30) else { return .atom(atom()) }
        let operands = (0..<(1 + random.below(3))).map { _ in condition(depth: depth + 1) }
        switch random.below(3) {
        case 0: return .not(operands[0])
        case 1: return operands.count == 1 ? operands[0] : .chain("and", operands)
        default: return operands.count == 1 ? operands[0] : .chain("or", operands)
        }
    }

    /// The condition's tokens: an operand that is a chain is parenthesized, as is the operand
    /// of `not` unless it is an atom.
    func tokens(_ node: Node) -> [PolicyTextWriter.Token] {
        func grouped(_ node: Node) -> [PolicyTextWriter.Token] {
            if case .atom = node { return tokens(node) }
            return [.punctuation("(")] + tokens(node) + [.punctuation(")")]
        }
        switch node {
        case .atom(let atom): return atom.tokens
        case .not(let operand): return [.word("not")] + grouped(operand)
        case .chain(let connective, let operands):
            return operands.enumerated().flatMap { index, operand -> [PolicyTextWriter.Token] in
                let operandTokens: [PolicyTextWriter.Token]
                if case .chain = operand { operandTokens = grouped(operand) } else { operandTokens = tokens(operand) }
                return (index == 0 ? [] : [.word(connective)]) + operandTokens
            }
        }
    }

    /// The condition with one of its atoms that has a near miss (chosen at random) replaced by
    /// it; nil when none has one.
    mutating func nearMiss(_ node: Node) -> Node? {
        var candidates = 0
        func count(_ node: Node) {
            switch node {
            case .atom(let atom): if atom.nearMiss != nil { candidates += 1 }
            case .not(let operand): count(operand)
            case .chain(_, let operands): operands.forEach(count)
            }
        }
        count(node)
        guard candidates > 0 else { return nil }
        var remaining = random.below(candidates)
        func replaced(_ node: Node) -> Node {
            switch node {
            case .atom(let atom):
                guard let near = atom.nearMiss else { return node }
                defer { remaining -= 1 }
                return remaining == 0 ? .atom(AtomText(tokens: near, nearMiss: nil)) : node
            case .not(let operand): return .not(replaced(operand))
            case .chain(let connective, let operands): return .chain(connective, operands.map(replaced))
            }
        }
        return replaced(node)
    }
}
