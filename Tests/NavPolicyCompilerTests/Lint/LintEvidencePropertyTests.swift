import NavPolicy
import NavPolicyTestSupport
import Testing

@testable import NavPolicyCompiler

/// Evidence property test: over seeded random policies, every witness the linter prints,
/// run through the reference interpreter, behaves as its finding says; rules the analysis calls
/// reachable decide their witness; rules it calls unreachable (or never true) are never seen
/// deciding (or true) on 10,000 random realizable requests built from the policy's constants.
@Suite struct LintEvidencePropertyTests {
    /// 4 shards × 25 = 100 policies by default (× `NAVPOLICY_PROPERTY_SCALE`); shards run
    /// concurrently. Linting a random policy is the cost; each still gets 10,000 requests.
    static let shards = 4
    static let policiesPerShard = PropertyScale.cases(25)
    static let requestsPerPolicy = 10_000
    /// The findings whose witnesses `checkEvidence` knows how to check. Every shard, even at
    /// the default size, must check a witness of each, so a small run loses no kind of check.
    static let witnessedCodes: Set<String> = [
        "shadowed-rule", "correlated-rules", "redundant-rule", "unreachable-after",
        "popup-outside-new-window", "in-app-non-http", "file-scheme-allowed", "new-window-allowed",
    ]
    /// Checked when a random policy provokes them (rarer: an exception after its general rule
    /// needs two rules on one attribute, one strictly narrower), and always on the exceptions of
    /// `exceptionPolicies`.
    static let occasionalCodes: Set<String> = ["partially-shadowed"]

    /// Exceptions written after their general rules, in the shapes the linter must catch.
    static let exceptionPolicies = [
        """
        when (navigation is link or target is new-window) and host != current then open in-app
        when host is "apps.apple.com" then open external
        otherwise allow
        """,
        """
        when scheme is "file" then cancel
        when host in ["*.example.com"] and port is 443 then allow
        when host is "www.example.com" and path starts-with "/admin/" then cancel
        when view is popup and path ends-with ".pdf" ignoring case then download
        when path ends-with ".PDF" then open external
        otherwise open external
        """,
        """
        when current scheme is "https" and scheme != current scheme then cancel
        when host == current and current host in ["*.example.com"] then allow
        when host is "pay.example.com" and current scheme is "https" and port != current port then open popup
        when current url matches "https://*.example.com/*" and scheme == current scheme then open in-app
        otherwise allow
        """,
    ]

    @Test(arguments: exceptionPolicies)
    func exceptionWitnessesHold(_ text: String) throws {
        let pipeline = PolicyPipeline()
        let run = pipeline.lint(pipeline.check(SourceFile(name: "p.navpolicy", text: text)))
        let policy = try #require(run.policy, "\(run.diagnostics.map(\.message))")
        let findings = run.lintFindings.filter { $0.code == .partiallyShadowed }
        #expect(!findings.isEmpty, "no partially-shadowed finding")
        let checked = findings.map { Self.checkEvidence($0, policy: policy, context: text) }.reduce(0, +)
        #expect(checked >= findings.count, "every finding carries a witness")
    }

    @Test(arguments: 0..<shards)
    func witnessesAndReachabilityHoldOnRandomPolicies(shard: Int) {
        let seed: UInt64 = 0x5EED_11A7 &+ UInt64(shard)
        var generator = RandomPolicyGenerator(seed: seed)
        var stats = (findings: 0, witnesses: 0, unreachable: 0, realizable: 0)
        var witnessedCodes: Set<String> = []
        for number in 0..<Self.policiesPerShard {
            let policy = generator.policy()
            let context = "seed \(seed), policy \(number): \(policy.rules.map { "\($0.condition) → \($0.action)" })"
            let findings = PolicyPipeline().lint(policy).lintFindings
            stats.findings += findings.count
            for finding in findings {
                let checked = Self.checkEvidence(finding, policy: policy, context: context)
                stats.witnesses += checked
                if checked > 0 { witnessedCodes.insert(finding.code.rawValue) }
            }
            // Reachability straight from the analysis, for every rule.
            let analysis = RuleInteractionAnalysis(policy: policy)
            var unreachable: [Int] = []
            var neverTrue: [Int] = []
            for index in policy.rules.indices {
                if analysis.matchWitness(index) == nil { neverTrue.append(index) }
                if let witness = analysis.decideWitness(index) {
                    let request = Self.request(from: witness)
                    #expect(
                        request.map { ReferenceInterpreter.decide(policy, $0).rule } == index + 1,
                        "rule \(index + 1) does not decide its witness \(witness.noteText); \(context)")
                } else {
                    unreachable.append(index)
                }
            }
            guard !unreachable.isEmpty else { continue }
            stats.unreachable += unreachable.count
            for _ in 0..<Self.requestsPerPolicy {
                let request = generator.request(for: policy)
                guard Self.isRealizable(request) else { continue }
                stats.realizable += 1
                let decider = ReferenceInterpreter.decide(policy, request).rule.map { $0 - 1 }
                #expect(
                    decider.map { !unreachable.contains($0) } ?? true,
                    "unreachable rule \((decider ?? 0) + 1) decides \(request); \(context)")
                for index in neverTrue {
                    #expect(
                        !ReferenceInterpreter.holds(policy.rules[index].condition, for: request),
                        "never-true rule \(index + 1) holds on \(request); \(context)")
                }
            }
        }
        print(
            "lint evidence, seed \(seed), \(PropertyScale.label): \(Self.policiesPerShard) policies, \(stats.findings) findings, \(stats.witnesses) witnesses checked, \(stats.unreachable) unreachable rules, \(stats.realizable) realizable random requests; witnesses for \(witnessedCodes.sorted())"
        )
        // About four witnesses a policy; far fewer means the generator stopped provoking findings.
        #expect(stats.witnesses > 2 * Self.policiesPerShard, "seed \(seed): \(stats.witnesses) witnesses")
        #expect(
            witnessedCodes.subtracting(Self.occasionalCodes) == Self.witnessedCodes,
            "seed \(seed): no witness checked for \(Self.witnessedCodes.subtracting(witnessedCodes).sorted())")
    }

    /// Checks one finding's witness notes against the interpreter; returns how many it checked.
    static func checkEvidence(_ finding: Diagnostic, policy: CheckedPolicy, context: String) -> Int {
        guard let index = policy.rules.firstIndex(where: { $0.line == finding.range.start.line }) else {
            Issue.record("finding \(finding.code) is not at a rule; \(context)")
            return 0
        }
        var checked = 0
        var namedRule: Int?
        for note in finding.notes {
            guard let witness = Self.parseWitness(note.message) else {
                namedRule = note.range.flatMap { range in policy.rules.firstIndex { $0.line == range.start.line } }
                continue
            }
            checked += 1
            // The request under the binding and flags the note states, checked as the runtime binds.
            guard let (request, interpreter) = witness.flatMap({ Self.bound($0, policy: policy) }) else {
                Issue.record("witness does not parse or bind: \(note.message); \(context)")
                continue
            }
            let decision = interpreter.decide(request)
            let holds = interpreter.holds(policy.rules[index].condition, for: request)
            switch finding.code {
            case .shadowedRule, .correlatedRules, .partiallyShadowed:
                #expect(
                    holds && decision.rule == namedRule.map { $0 + 1 } && namedRule != nil,
                    "\(finding.code) witness \(note.message); \(context)")
                if finding.code == .shadowedRule {
                    #expect(RuleOutcome(decision) != policy.rules[index].outcome || finding.notes.count > 2, "\(context)")
                }
            case .redundantRule:
                if decision.rule == index + 1 {
                    var without = policy
                    without.rules.remove(at: index)
                    #expect(
                        RuleOutcome(ReferenceInterpreter(policy: without, binding: interpreter.binding).decide(request))
                            == policy.rules[index].outcome,
                        "redundant witness changes the decision; \(context)")
                } else {
                    #expect(
                        holds && decision.rule == namedRule.map { $0 + 1 } && RuleOutcome(decision) == policy.rules[index].outcome,
                        "redundant witness \(note.message); \(context)")
                }
            case .unreachableAfter:
                #expect(decision.rule == index + 1, "\(context)")
            case .popupOutsideNewWindow:
                #expect(decision.rule == index + 1 && request.target != .newWindow, "\(context)")
            case .inAppNonHTTP:
                #expect(decision.rule == index + 1 && request.scheme != "http" && request.scheme != "https", "\(context)")
            case .fileSchemeAllowed:
                #expect(
                    decision.rule == index + 1 && request.scheme == "file"
                        && (decision.action == .allow
                            ? request.target != .newWindow : LintProbe.fileSchemeLoaded.actions.contains(decision.action)),
                    "\(context)")
            case .newWindowAllowed:
                #expect(decision.rule == index + 1 && request.target == .newWindow && decision.action == .allow, "\(context)")
            default:
                Issue.record("unexpected witness on \(finding.code); \(context)")
            }
        }
        return checked
    }

    /// A witness note read back: the request, and the binding (items by parameter name) and
    /// the flags on that the note states.
    struct ParsedWitness {
        var request: NavigationRequest
        var parameters: [String: [String]] = [:]
        var flags: [String] = []
    }

    /// The request of a parsed witness with its flags set, and an interpreter with its binding
    /// (names mapped to keys); nil when the binding names an undeclared parameter or flag, or
    /// the runtime would refuse an item.
    static func bound(_ witness: ParsedWitness, policy: CheckedPolicy) -> (NavigationRequest, ReferenceInterpreter)? {
        var items: [String: [String]] = [:]
        for parameter in policy.parameters { items[parameter.key] = witness.parameters[parameter.name] ?? [] }
        guard Set(witness.parameters.keys).isSubset(of: policy.parameters.map(\.name)),
            let interpreter = try? ReferenceInterpreter(policy: policy, parameters: items)
        else { return nil }
        var flags = PolicyFlags()
        for name in witness.flags {
            guard let index = policy.flags.firstIndex(of: name), let flag = PolicyFlag(index: index) else { return nil }
            flags.insert(flag)
        }
        let request = witness.request
        return (
            NavigationRequest(
                url: request.url, current: request.current, target: request.target, navigation: request.navigation,
                view: request.view, flags: flags), interpreter
        )
    }

    /// nil: the note is no witness; `.some(nil)`: a witness that does not parse.
    static func parseWitness(_ message: String) -> ParsedWitness?? {
        let prefix = "example request: url '"
        guard message.hasPrefix(prefix) else { return .none }
        var message = Substring(message)
        var parsed = ParsedWitness(request: NavigationRequest(url: SplitURL(scheme: "x", host: nil, path: ""), current: .absent))
        // `, flags: a, b` (or `none`) last, then `, with name = ["item", …], …` before it.
        if let flags = message.range(of: ", flags: ") {
            let names = message[flags.upperBound...]
            parsed.flags = names == "none" ? [] : names.components(separatedBy: ", ")
            message = message[..<flags.lowerBound]
        }
        if let with = message.range(of: ", with ") {
            guard let parameters = parseBinding(message[with.upperBound...]) else { return .some(nil) }
            parsed.parameters = parameters
            message = message[..<with.lowerBound]
        }
        guard let request = parseRequest(message.dropFirst(prefix.count)) else { return .some(nil) }
        parsed.request = request
        return .some(parsed)
    }

    /// `servers = ["a.example"], dirs = []`: items by name (items are JSON strings without
    /// escapes, as the generated policies' items are).
    static func parseBinding(_ text: Substring) -> [String: [String]]? {
        var result: [String: [String]] = [:]
        var rest = text
        while !rest.isEmpty {
            guard let equals = rest.range(of: " = [") else { return nil }
            let body = rest[equals.upperBound...]
            // An item may hold a `]` (`"[::1]"`): a list of items ends at `"]`.
            let isEmpty = body.hasPrefix("]")
            guard let close = body.range(of: isEmpty ? "]" : "\"]") else { return nil }
            let name = String(rest[..<equals.lowerBound])
            let list = isEmpty ? "" : body[..<body.index(after: close.lowerBound)]
            result[name] = list.isEmpty ? [] : list.components(separatedBy: ", ").map { String($0.dropFirst().dropLast()) }
            rest = body[close.upperBound...]
            if rest.hasPrefix(", ") { rest = rest.dropFirst(2) } else if !rest.isEmpty { return nil }
        }
        return result
    }

    /// The request part of a note, after `example request: url '`.
    static func parseRequest(_ rest: Substring) -> NavigationRequest? {
        guard let urlEnd = rest.range(of: "', current ") else { return nil }
        let url = String(rest[..<urlEnd.lowerBound])
        var tail = rest[urlEnd.upperBound...]
        var current: String?
        if tail.hasPrefix("none") {
            tail = tail.dropFirst(4)
        } else if tail.hasPrefix("'"), let end = tail.dropFirst().range(of: "'") {
            current = String(tail.dropFirst()[..<end.lowerBound])
            tail = tail[end.upperBound...]
        }
        let words = tail.split(separator: " ").map { $0.trimmingCharacters(in: [","]) }.filter { !$0.isEmpty }
        guard words.count == 4 || (words.count == 6 && words[4] == "view"), words[0] == "target", words[2] == "navigation",
            let target = NavigationTarget(name: words[1]), let navigation = NavigationType(name: words[3]),
            let view = words.count == 6 ? NavigationView(name: words[5]) : .main
        else { return nil }
        return try? NavigationRequest(url: url, current: current, target: target, navigation: navigation, view: view)
    }

    /// The request a linter witness stands for, read back from its URLs.
    static func request(from witness: RequestWitness) -> NavigationRequest? {
        try? NavigationRequest(
            url: witness.url, current: witness.current, target: witness.target, navigation: witness.navigation, view: witness.view)
    }

    /// Whether some pair of URLs gives exactly this request (the request space the linter
    /// reasons about): both URLs rebuilt from their parts and split again by the runtime.
    static func isRealizable(_ request: NavigationRequest) -> Bool {
        // An engine asks about a new window only for a link, a form or script.
        guard request.target != .newWindow || [.link, .formSubmit, .other].contains(request.navigation) else { return false }
        guard let url = text(of: request.url) else { return false }
        let current: String?
        switch request.current {
        case .absent: current = nil
        case .unparsable: current = "not a URL"
        case .loaded(let page):
            guard let text = text(of: page) else { return false }
            current = text
        }
        guard
            let parsed = try? NavigationRequest(
                url: url, current: current, target: request.target, navigation: request.navigation, view: request.view)
        else { return false }
        return parsed == request
    }

    /// A URL string with these parts (nil when a host comes with an opaque path).
    static func text(of url: SplitURL) -> String? {
        let text: String
        if let host = url.host {
            guard url.path.hasPrefix("/") else { return nil }
            let port = url.port.map { $0 == SplitURL.defaultPort(ofScheme: url.scheme) ? "" : ":\($0)" } ?? ""
            text = url.scheme + "://" + host + port + url.path
        } else {
            text = (url.scheme == "file" ? "file://" : url.scheme + ":") + url.path
        }
        return text + (url.query.map { "?" + $0 } ?? "")
    }
}
