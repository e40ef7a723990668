import NavPolicyTestSupport

/// A deterministic generator of random policy *sources*: valid policies written with random
/// layout — spaces, tabs, line breaks anywhere, CRLF or LF, trailing commas or not — and random
/// own-line and end-of-line comments in every position. Seeded, so a failure is reproducible.
/// Half the sources use the version 3 forms too (`RandomPolicySource+VersionThree.swift`).
struct RandomPolicySource {
    /// Which atoms a condition being written may hold.
    enum Section {
        /// A navigation rule's: every version 2 atom.
        case navigation
        /// A response rule's: response atoms and the section-neutral ones.
        case response
        /// A named condition's that any section may use: URL parts, flags, parameters.
        case neutral
    }

    var random: SeededGenerator  // shared with the syntax robustness tests
    var text = ""
    let newline: String
    var hostLists: [String] = []
    var schemeLists: [String] = []
    /// Whether this source uses the version 3 forms.
    var usesVersionThree = false
    /// Whether half the sources use the version 3 forms.
    static let generatesVersionThree = true
    /// Interim: off while `on response` is refused (issue 22 compiles response rules), so that
    /// every generated source checks.
    static let generatesResponseSection = false
    /// Where the condition being written stands.
    var section = Section.navigation
    /// Version 3 definitions so far, by what they may be used for.
    var hostParameters: [String] = []
    var pathParameters: [String] = []
    var flags: [String] = []
    var neutralConditions: [String] = []
    var navigationConditions: [String] = []

    /// The source for `seed`.
    static func make(seed: UInt64) -> String {
        var source = RandomPolicySource(seed: seed)
        source.writeFile()
        return source.text
    }

    private init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        newline = Bool.random(using: &random) && Int.random(in: 0..<3, using: &random) == 0 ? "\r\n" : "\n"
        usesVersionThree = Bool.random(using: &random) && Self.generatesVersionThree
    }

    // MARK: Statements

    private mutating func writeFile() {
        maybe(0.3) { $0.text += $0.comment() + $0.newline }
        maybe(0.6) {
            $0.word("policy")
            $0.string($0.pick(["ads-webview", "checkout", "p", "a much longer policy name for testing"]))
        }
        for index in 0..<Int.random(in: 0...3, using: &random) {
            let isHosts = Bool.random(using: &random)
            let name = (isHosts ? "hosts-" : "schemes-") + String(index)
            statementBreak()
            word("let")
            word(name)
            punctuation("=")
            stringList(count: Int.random(in: 0...14, using: &random)) { isHosts ? $0.host() : $0.scheme() }
            if isHosts { hostLists.append(name) } else { schemeLists.append(name) }
        }
        if usesVersionThree { writeVersionThreeDefinitions() }
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            statementBreak()
            word("when")
            condition(depth: 0)
            word("then")
            action()
        }
        maybe(0.5) {
            $0.statementBreak()
            $0.word("otherwise")
            $0.action()
        }
        if usesVersionThree, Self.generatesResponseSection { maybe(0.6) { $0.writeResponseSection() } }
        maybe(0.4) { $0.text += $0.newline + $0.comment() }
        maybe(0.8) { $0.text += $0.newline }
    }

    mutating func statementBreak() {
        guard !text.isEmpty else { return }
        text += newline
        maybe(0.3) { $0.text += $0.newline }
        maybe(0.2) { $0.text += $0.newline + $0.newline }
        maybe(0.3) { $0.text += $0.comment() + $0.newline }
    }

    private mutating func action() {
        let words = pick([["allow"], ["cancel"], ["download"], ["open", "external"], ["open", "in-app"],
                          ["open", "popup"], ["open", "in-place"]])
        for actionWord in words { word(actionWord) }
    }

    // MARK: Conditions

    mutating func condition(depth: Int) {
        let choice = depth >= 3 ? 0 : Int.random(in: 0..<10, using: &random)
        switch choice {
        case 0...4:
            atom()
        case 5, 6:
            let connective = Bool.random(using: &random) ? "and" : "or"
            for position in 0..<Int.random(in: 2...5, using: &random) {
                if position > 0 { word(connective) }
                if depth + 1 < 3, Int.random(in: 0..<4, using: &random) == 0 {
                    parenthesized(depth: depth + 1)
                } else {
                    atom()
                }
            }
        case 7, 8:
            parenthesized(depth: depth + 1)
        default:
            word("not")
            parenthesized(depth: depth + 1)
        }
    }

    private mutating func parenthesized(depth: Int) {
        punctuation("(")
        condition(depth: depth)
        punctuation(")")
    }

    private mutating func atom() {
        if usesVersionThree, Int.random(in: 0..<3, using: &random) == 0 {
            versionThreeAtom()
            return
        }
        switch section {
        case .navigation: navigationAtom()
        case .response: Bool.random(using: &random) ? responseAtom() : neutralAtom()
        case .neutral: neutralAtom()
        }
    }

    /// A version 2 atom that any section takes: one about the URL.
    mutating func neutralAtom() {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: stringComparison("scheme", named: schemeLists) { $0.scheme() }
        case 1, 2: stringComparison("host", named: hostLists) { $0.host() }
        case 3: word("path"); word(pick(["is", "starts-with"])); string(path())
        case 4: word("url"); word("matches"); string("https://*." + host(wildcard: false) + path() + "*")
        default: word("host"); word("is"); word("not"); string(host())
        }
    }

    private mutating func navigationAtom() {
        switch Int.random(in: 0..<11, using: &random) {
        case 0: enumComparison("target", ["new-window", "main-frame", "subframe"])
        case 1: enumComparison("navigation", ["link", "form-submit", "back-forward", "reload", "form-resubmit", "other"])
        case 2: stringComparison("scheme", named: schemeLists) { $0.scheme() }
        case 3, 4: stringComparison("host", named: hostLists) { $0.host() }
        case 5: word("host"); punctuation(pick(["==", "!="])); word("current")
        case 6: word(pick(["host", "current"])); word("is"); word("none")
        case 7: word("path"); word(pick(["is", "starts-with"])); string(path())
        case 8: word("url"); word("matches"); string("https://*." + host(wildcard: false) + path() + "*")
        case 9: stringComparison("path", named: []) { $0.path() }
        default: word("host"); word("is"); word("not"); string(host())
        }
    }

    mutating func enumComparison(_ attribute: String, _ values: [String]) {
        word(attribute)
        if Bool.random(using: &random) {
            comparisonWords(list: false)
            word(pick(values))
        } else {
            comparisonWords(list: true)
            list(count: Int.random(in: 1...values.count, using: &random)) { $0.word($0.pick(values)) }
        }
    }

    mutating func stringComparison(
        _ attribute: String, named: [String], item: (inout RandomPolicySource) -> String
    ) {
        word(attribute)
        if Bool.random(using: &random) {
            comparisonWords(list: false)
            string(item(&self))
        } else {
            comparisonWords(list: true)
            if !named.isEmpty, Bool.random(using: &random) {
                word(pick(named))
            } else {
                stringList(count: Int.random(in: 1...16, using: &random), item: item)
            }
        }
    }

    mutating func comparisonWords(list: Bool) {
        let negated = Int.random(in: 0..<3, using: &random) == 0
        if list {
            if negated { word("not") }
            word("in")
        } else {
            word("is")
            if negated { word("not") }
        }
    }

    // MARK: Lists and values

    mutating func list(count: Int, item: (inout RandomPolicySource) -> Void) {
        punctuation("[")
        for position in 0..<count {
            if position > 0 { punctuation(",") }
            item(&self)
        }
        if count > 0 { maybe(0.3) { $0.punctuation(",") } }
        punctuation("]")
    }

    mutating func stringList(count: Int, item: (inout RandomPolicySource) -> String) {
        list(count: count) { (source: inout RandomPolicySource) in source.string(item(&source)) }
    }

    mutating func host(wildcard: Bool = true) -> String {
        let labels = ["example", "pay", "a", "checkout-eu", "xn--bcher-kva", "ads", "cdn1", "very-long-subdomain-label"]
        var name = (0..<Int.random(in: 1...3, using: &random)).map { _ in pick(labels) }.joined(separator: ".")
        name += "." + pick(["com", "net", "org", "co.uk"])
        return wildcard && Bool.random(using: &random) ? "*." + name : name
    }

    mutating func scheme() -> String { pick(["http", "https", "about", "data", "blob", "mailto", "itms-apps", "tel"]) }

    mutating func path() -> String { "/" + pick(["", "checkout", "pay/now", "a/b/c", "login"]) }

    // MARK: Tokens and trivia

    mutating func word(_ text: String) { separator(required: true); self.text += text }

    mutating func string(_ value: String) { separator(required: true); text += "\"" + value + "\"" }

    mutating func punctuation(_ text: String) { separator(required: false); self.text += text }

    /// White space or comments before a token; `required` when the token cannot touch the
    /// previous one.
    private mutating func separator(required: Bool) {
        guard let last = text.unicodeScalars.last, last != "\n" else { return }
        switch Int.random(in: 0..<40, using: &random) {
        case 0: text += " " + comment() + newline
        case 1: text += newline + pick(["", "  ", "\t"]) + comment() + newline
        case 2: text += newline
        case 3: text += "\t"
        case 4: text += "  "
        case 5, 6, 7: if required { text += " " }
        default: text += " "
        }
    }

    private mutating func comment() -> String {
        let words = ["why", "keep", "this", "#", "rule", "TODO:", "ünïcode", "pay", "[x]", "\"quoted\""]
        let body = (0..<Int.random(in: 0...6, using: &random)).map { _ in pick(words) }.joined(separator: " ")
        return pick(["#", "# ", "##"]) + body + pick(["", "", " "])
    }

    mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }

    mutating func maybe(_ probability: Double, _ body: (inout RandomPolicySource) -> Void) {
        if Double.random(in: 0..<1, using: &random) < probability { body(&self) }
    }
}
