import NavPolicy

/// The checked, normalized policy that every later phase consumes: names resolved, values
/// normalized (schemes lowercase, hosts lowercase punycode), `is not` / `not in` lowered to
/// `not`. Locations are kept beside the meaning (`line`, `range`) so that comparisons that must
/// ignore them (the formatter's soundness check) compare `meaning` only.
package struct CheckedPolicy: Sendable, Hashable {
    /// The `policy "name"` header, if any.
    package var name: String?
    /// The `when` rules and the `otherwise` (last, if present), in priority order.
    package var rules: [CheckedRule]
    /// The definitions (`let`, `flag`, `condition`), in source order (for hygiene lints).
    package var definitions: [CheckedDefinition]
    /// The list name a test was written with (`host in ad-hosts`, `path starts-with private`),
    /// by the condition the test lowered to (without `not`): one atom, or the `or` of one
    /// atom per item. For explanations and graph labels.
    package var listNames: [Condition: String]
    /// The lists read from list files (`let NAME = file "path"`), with their items as read.
    package var listFiles: [ListFile]
    /// The declared flags' names, in declaration order; `FlagReference.index` indexes it.
    package var flags: [String]
    /// The declared parameters, in declaration order; `ParameterReference.index` indexes it.
    package var parameters: [CheckedParameter]
    /// Which of WebKit's two questions `rules` answer: `.navigation` for a checked source
    /// (its response section is in `responseRules`), `.response` for `responsePart`.
    package var section: PolicySection = .navigation
    /// The rules of the `on response` section and its `otherwise` (last, if present), in
    /// priority order; empty without a section (every response is then allowed). Always empty
    /// when `section` is `.response`.
    package var responseRules: [CheckedRule] = []
    /// Whether the source has an `on response` line (even with no rules after it).
    package var hasResponseSection = false
    /// What is added to a rule's 1-based position in `rules` to give its rule number: rule
    /// numbers run across the whole file, so the response part's first rule is number
    /// `navigation rules + 1`. 0 for the navigation part.
    package var ruleNumberOffset = 0

    /// The rule number of `rules[index]` (what decisions, lint and graphs report).
    package func ruleNumber(at index: Int) -> Int { ruleNumberOffset + index + 1 }

    /// The response section as a policy of its own, deciding responses: its rules are
    /// `responseRules` (numbered after the navigation rules), with the same name, flags,
    /// parameters, lists and definitions. Every phase that takes a policy (lowering, table,
    /// interpreter, lint, graph, diff) runs on it as on the navigation part.
    package var responsePart: CheckedPolicy {
        var part = self
        part.rules = responseRules
        part.responseRules = []
        part.hasResponseSection = false
        part.section = .response
        part.ruleNumberOffset = rules.count
        return part
    }

    /// A checked policy with the given parts.
    package init(
        name: String?, rules: [CheckedRule], definitions: [CheckedDefinition] = [], listNames: [Condition: String] = [:],
        listFiles: [ListFile] = [], flags: [String] = [], parameters: [CheckedParameter] = []
    ) {
        self.name = name
        self.rules = rules
        self.definitions = definitions
        self.listNames = listNames
        self.listFiles = listFiles
        self.flags = flags
        self.parameters = parameters
    }

    /// Whether the last rule is an `otherwise`.
    package var hasOtherwise: Bool { rules.last?.isOtherwise ?? false }

    /// The meaning without locations: name, and each rule's condition, action and kind, the
    /// response section's after a `nil` separator entry when there is one.
    package var meaning: [String?: [CheckedRule.Meaning?]] {
        [name: rules.map(\.meaning) + (hasResponseSection ? [nil] + responseRules.map(\.meaning) : [])]
    }
}

/// Which question a list of rules answers: a navigation (`decidePolicyFor navigationAction`)
/// or, in the `on response` section, a response (`decidePolicyFor navigationResponse`).
package enum PolicySection: String, Sendable, Hashable {
    /// Navigation rules (before `on response`).
    case navigation
    /// Response rules (after `on response`).
    case response
}

/// One `when` rule or the `otherwise`.
package struct CheckedRule: Sendable, Hashable {
    /// The condition; `.always` for `otherwise`.
    package var condition: Condition
    /// The action the rule gives.
    package var action: Action
    /// The tag of `and notify "tag"`, if the action has one: 1–64 characters of
    /// `A-Z a-z 0-9 . _ -`. Sema guarantees it for checked sources; for a rule built in code,
    /// `TableCompiler` refuses another tag (`invalidNotifyTag`) and `decision(index:)` traps.
    package var notify: String?
    /// Whether this is the `otherwise` statement.
    package var isOtherwise: Bool
    /// The statement's first source line (reported in decisions).
    package var line: Int
    /// The statement's range.
    package var range: SourceRange

    /// A rule with the given parts.
    package init(
        condition: Condition, action: Action, notify: String? = nil, isOtherwise: Bool = false, line: Int, range: SourceRange? = nil
    ) {
        self.condition = condition
        self.action = action
        self.notify = notify
        self.isOtherwise = isOtherwise
        self.line = line
        self.range = range ?? SourceRange(at: SourcePosition(offset: 0, line: line, column: 1))
    }

    /// What the rule means, without where it is.
    package struct Meaning: Sendable, Hashable {
        /// The condition.
        package var condition: Condition
        /// The action.
        package var action: Action
        /// The notify tag.
        package var notify: String?
        /// Whether it is the `otherwise`.
        package var isOtherwise: Bool
    }

    /// What the rule means, without where it is.
    package var meaning: Meaning { Meaning(condition: condition, action: action, notify: notify, isOtherwise: isOtherwise) }

    /// The decision this rule gives as rule `index` (1-based).
    package func decision(index: Int) -> Decision {
        Decision(action: action, rule: index, line: line, notify: notify)
    }
}

/// A definition after checking: a `let` list or parameter, a `flag` or a named `condition`.
package struct CheckedDefinition: Sendable, Hashable {
    /// The name.
    package var name: String
    /// Where the name is defined.
    package var range: SourceRange
    /// How many conditions refer to it.
    package var useCount: Int
    /// What it defines.
    package var kind: Kind

    /// What a definition defines.
    package enum Kind: String, Sendable, Hashable {
        /// `let NAME = [...]` or `let NAME = file "…"`.
        case list
        /// `let NAME = param "KEY"`.
        case parameter
        /// `flag NAME`.
        case flag
        /// `condition NAME = …`.
        case condition
    }

    /// A definition with the given parts.
    package init(name: String, range: SourceRange, useCount: Int, kind: Kind = .list) {
        self.name = name
        self.range = range
        self.useCount = useCount
        self.kind = kind
    }
}

/// A checked condition. `and` / `or` hold their operands in source order.
package indirect enum Condition: Sendable, Hashable {
    /// Always true (the `otherwise` statement).
    case always
    /// A single test of the request.
    case atom(Atom)
    /// Negation.
    case not(Condition)
    /// All operands true.
    case and([Condition])
    /// Any operand true.
    case or([Condition])
    /// A use of a named condition (`condition same-server = …`): means exactly its
    /// condition (lowering and analysis see through it), kept for explanations and notes.
    case named(ConditionName, Condition)

    /// One atom as itself, several as their `or` (`path starts-with ["/a", "/b"]`).
    static func anyOf(_ atoms: [Atom]) -> Condition {
        atoms.count == 1 ? .atom(atoms[0]) : .or(atoms.map(Condition.atom))
    }

    /// The condition with every atom replaced by `transform(atom)`.
    func mapAtoms(_ transform: (Atom) -> Atom) -> Condition {
        switch self {
        case .always: .always
        case .atom(let atom): .atom(transform(atom))
        case .not(let operand): .not(operand.mapAtoms(transform))
        case .and(let operands): .and(operands.map { $0.mapAtoms(transform) })
        case .or(let operands): .or(operands.map { $0.mapAtoms(transform) })
        case .named(let name, let condition): .named(name, condition.mapAtoms(transform))
        }
    }
}

/// The name of a named condition and where it is defined (for explanations and notes).
/// Equal names are equal wherever they are defined: a policy defines a name once, and a
/// meaning compares without locations (the formatter's soundness check moves definitions).
package struct ConditionName: Sendable, Hashable {
    /// The name as declared.
    package var name: String
    /// The name's range at its definition.
    package var definedAt: SourceRange

    /// The name `name`, defined at `definedAt`.
    package init(name: String, definedAt: SourceRange) {
        self.name = name
        self.definedAt = definedAt
    }

    /// Whether both name the same condition (their locations aside).
    package static func == (lhs: ConditionName, rhs: ConditionName) -> Bool { lhs.name == rhs.name }

    /// Hashes the name only, as `==` compares.
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A use of a declared flag (`flag call-active`).
package struct FlagReference: Sendable, Hashable {
    /// The flag's place in `CheckedPolicy.flags` (declaration order).
    package var index: Int
    /// The flag's name.
    package var name: String

    /// The flag at `index`, named `name`.
    package init(index: Int, name: String) {
        self.index = index
        self.name = name
    }
}

/// One test of a request, after sema. `is X` is a one-element list; `is not` / `not in` are
/// `Condition.not` around these.
package enum Atom: Sendable, Hashable {
    /// The target kind is one of these.
    case target([NavigationTarget])
    /// The navigation type is one of these.
    case navigation([NavigationType])
    /// The (lowercased) scheme is one of these (lowercased) schemes.
    case scheme([String])
    /// The host exists and matches one of these patterns (false when the host is none).
    case host([HostPattern])
    /// The request has no host.
    case hostIsNone
    /// How a part of the URL relates to the same part of the current URL: `current is none`
    /// is the host's `noCurrent`, `host == current` its `equal` (both hosts exist and are
    /// equal), `host != current` its `different` (both exist and differ), and likewise
    /// `scheme == current scheme`, `port != current port`.
    case relation(ComparedPart, CurrentRelation)
    /// The current URL is none: there is none, or it does not parse (`current url is none`;
    /// also `current scheme is none` and `current path is none`, since a URL that parses has
    /// both).
    case currentURLIsNone
    /// The path is exactly one of these (case-sensitive).
    case path([String])
    /// The path starts with this prefix (case-sensitive).
    case pathPrefix(String)
    /// The URL matches this match pattern.
    case urlMatches(MatchPattern)
    /// The web view asking is one of these.
    case view([NavigationView])
    /// The effective port is one of these.
    case port([UInt16])
    /// The URL has no effective port (a scheme without a default, no port written).
    case portIsNone
    /// The URL has no query (no `?`).
    case queryIsNone
    /// Some query parameter's decoded name is one of these (compared exactly).
    case queryHas([String])
    /// The path ends with this suffix (case-sensitive).
    case pathSuffix(String)
    /// The path, with ASCII letters folded, is exactly one of these (stored lowercase).
    case pathFolded([String])
    /// The path, with ASCII letters folded, starts with this (stored lowercase).
    case pathPrefixFolded(String)
    /// The path, with ASCII letters folded, ends with this (stored lowercase).
    case pathSuffixFolded(String)
    /// A declared flag is on (`call-active` as an atom).
    case flag(FlagReference)
    /// A URL part relates to a parameter's items (`host in servers`); on the current URL it
    /// is `.onCurrent(.inParameter(…))`.
    case inParameter(ParameterTest)
    /// The (lowercased) scheme starts with this (lowercased) prefix (`scheme starts-with "homeassistant"`).
    case schemePrefix(String)
    /// The response's HTTP status is one of these (100–999, ranges expanded); false when the
    /// status is none (a response that is not HTTP). Response rules only.
    case status([UInt16])
    /// The response has no status (it is not HTTP). Response rules only.
    case statusIsNone
    /// The response's MIME type essence (lowercase, parameters dropped) is one of these
    /// (lowercase essences); false when the type is none. Response rules only.
    case type([String])
    /// The response's type essence starts with this (lowercase) prefix (`type starts-with
    /// "image/"`); false when the type is none. Response rules only.
    case typePrefix(String)
    /// The response has no MIME type (none sent, or one without `/`). Response rules only.
    case typeIsNone
    /// The response's `Content-Disposition` is `attachment` (built-in atom). Response rules only.
    case attachment
    /// The engine can show the response's type (built-in atom). Response rules only.
    case displayable
    /// The URL atom tested on the current URL (`current host in ours`): false when there is
    /// no current URL or it does not parse, except that a none-test (`host is none`,
    /// `port is none`, `query is none`) is then true.
    indirect case onCurrent(Atom)

    /// Whether the atom tests that a part is none (true of a missing current URL).
    package var isNoneTest: Bool {
        switch self {
        case .hostIsNone, .portIsNone, .queryIsNone, .statusIsNone, .typeIsNone: true
        default: false
        }
    }
}

/// A normalized host pattern: `example.com` (exact) or `*.example.com` (the domain and every
/// subdomain, on label boundaries).
package struct HostPattern: Sendable, Hashable {
    /// The normalized domain (lowercase punycode, no trailing dot, no `*.`).
    package var domain: String
    /// True for `*.domain`.
    package var includesSubdomains: Bool

    /// A pattern for `domain`, with or without its subdomains.
    package init(domain: String, includesSubdomains: Bool) {
        self.domain = domain
        self.includesSubdomains = includesSubdomains
    }

    /// The pattern as written in canonical form (`*.example.com`).
    package var description: String { includesSubdomains ? "*." + domain : domain }
}

/// A checked `url matches` pattern: `<scheme>://<host><path>`, or `<scheme>:<path>`
/// for URLs without a host.
package struct MatchPattern: Sendable, Hashable {

    /// What the host part accepts.
    package enum HostPart: Sendable, Hashable {
        /// `*`: any host (a URL without a host does not match).
        case any
        /// A host pattern.
        case pattern(HostPattern)
        /// Empty (`file:///…`): the URL has no host.
        case none
    }

    /// What the port part accepts (version 2: the URL Pattern standard's rule).
    package enum PortPart: Sendable, Hashable {
        /// No port written: only URLs on the scheme's default port (no explicit port, or the
        /// default written out; for a scheme without a default, no port at all).
        case schemeDefault
        /// `:*`: any port.
        case any
        /// `:8443`: that effective port.
        case number(UInt16)
    }

    /// The accepted schemes, lowercase (`*` is `["http", "https"]`).
    package var schemes: [String]
    /// The host part.
    package var host: HostPart
    /// The port part.
    package var port: PortPart
    /// The path glob: starts with `/` (an opaque path glob, `<scheme>:<path>`, need not); `*`
    /// matches any run of characters.
    package var pathGlob: String
    /// Whether the pattern was written `<scheme>:<path>` (no `//`): only URLs without a host.
    package var isOpaque: Bool

    /// A match pattern with the given parts.
    package init(schemes: [String], host: HostPart, port: PortPart = .schemeDefault, pathGlob: String, isOpaque: Bool = false) {
        self.schemes = schemes
        self.host = host
        self.port = port
        self.pathGlob = pathGlob
        self.isOpaque = isOpaque
    }
}
