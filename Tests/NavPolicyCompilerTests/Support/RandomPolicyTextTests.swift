import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// The one random policy generator writes only policies that check, with every feature set,
/// and over a few hundred seeds writes every form it is meant to (so the property tests that
/// draw from it cover them).
struct RandomPolicyTextTests {
    static let seed: UInt64 = 0x7E47
    static let texts = PropertyScale.cases(300)

    /// The forms each feature set must write somewhere in `texts` texts.
    static let cases: [(RandomPolicyText.Features, [String])] = [
        (
            [],
            [
                "policy \"", "target ", "navigation ", "view ", "scheme ", "host is", "host in", "host not in", "*.", "127.0.0.1",
                "host is none", "host is not none", "current is none", "host == current", "host != current", "scheme == current scheme",
                "port != current port", "current host", "current path", "current url matches", "path is", "path in", "path starts-with",
                "path ends-with", "ignoring case", "port in", "port is", "port is none", "query is none", "query has", "url matches",
                "file:///", ":*/", "about:", "*://", "not (", " and ", " or ", "notify", "otherwise", "open in-place",
            ]
        ),
        (
            .language,
            [
                "let hosts-", "let schemes-", "host in hosts-", "= param \"", "flag call-active", "condition nav-", "condition same-",
                "host in servers", "current host in servers", "scheme in app-schemes", "port in ports", "query has names",
                "path under areas", "path ends-with areas ignoring case", "path under \"", "scheme starts-with", "..", "on response",
                "status in", "status is none", "type is", "type starts-with", "type is none", "attachment", "displayable", "target is",
            ]
        ),
        ([.layout, .namedLists], ["#", "\r\n", "\t", ",]"]),
        (RandomPolicyText.Features.language.union(.layout), ["#", " .. ", ".. "]),
        (.finiteSpace, ["target ", "navigation ", "view in", "scheme not in", "host is none", "\"*.a.example.com\"", "otherwise"]),
    ]

    @Test(arguments: 0..<cases.count)
    func everyTextChecksAndEveryFormIsWritten(index: Int) {
        let (features, forms) = Self.cases[index]
        var written = ""
        for number in 0..<Self.texts {
            let seed = Self.seed &+ UInt64(number)
            let text = RandomPolicyText.make(seed: seed, features: features)
            let run = PolicyPipeline(lints: false).check(SourceFile(name: "random.navpolicy", text: text))
            let errors = run.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "seed \(seed), features \(features.rawValue): \(errors.map(\.message))\n\(text)")
            #expect(RandomPolicyText.make(seed: seed, features: features) == text, "seed \(seed): not a function of the seed")
            written += text
        }
        for form in forms { #expect(written.contains(form), "features \(features.rawValue): no text writes '\(form)'") }
    }

    /// `.finiteSpace` texts test only the finite attributes over their few values, with no
    /// notify tag and no definitions, whatever else is asked for.
    @Test func finiteSpaceTextsStayInTheirSpace() {
        for number in 0..<100 {
            let text = RandomPolicyText.make(seed: Self.seed &+ UInt64(number), features: [.finiteSpace, .flags, .parameters])
            for word in ["path", "port", "query", "url", "current", "notify", "flag ", "param", "example.net", "google"] {
                #expect(!text.contains(word), "seed \(Self.seed &+ UInt64(number)): '\(word)' in\n\(text)")
            }
        }
    }

    /// Echo rules add rules: near-miss copies of some rules, right after them.
    @Test func echoRulesAddNearMissCopies() {
        var plain = 0
        var echoed = 0
        for number in 0..<100 {
            let seed = Self.seed &+ UInt64(number)
            let features: RandomPolicyText.Features = [.parameters, .flags, .prefixesAndRanges, .responses]
            plain += RandomPolicyText.make(seed: seed, features: features).components(separatedBy: "when ").count - 1
            echoed += RandomPolicyText.make(seed: seed, features: features.union(.echoRules)).components(separatedBy: "when ").count - 1
        }
        #expect(echoed > plain * 5 / 4, "\(echoed) rules with echoes, \(plain) without")
    }
}
