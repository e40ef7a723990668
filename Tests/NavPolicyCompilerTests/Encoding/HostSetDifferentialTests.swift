import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport
import Testing

/// Compiled host sets decide what the reference interpreter decides on lists of over 10,000
/// hosts written as policy source (so they go through normalization as users' lists do):
/// families of names under shared suffixes, internationalized names (written in Unicode and as
/// `xn--`), wildcards at every depth from a public suffix to five labels below it, and four
/// overlapping lists with different actions (so keys have many joint classes, not two).
/// Requests: every listed host, a subdomain, its parent, a look-alike (`bad` + its first label,
/// `host.evil.net`), unrelated hosts, and the Unicode form of internationalized ones.
struct HostSetDifferentialTests {
    static let labels = ["ads", "cdn", "t", "static", "a-b", "x0", "mail", "shop", "bücher", "пример", "xn--p1ai", "münchen"]
    static let suffixes = ["com", "net", "co.uk", "example", "xn--p1ai", "рф", "com.au", "github.io"]

    /// A random name of 1–5 labels above a suffix, its labels from `labels` and numbered so
    /// families share suffixes but names differ.
    static func name(_ random: inout SeededGenerator) -> String {
        let labelCount = 1 + random.below(5)
        let labels = (0..<labelCount).map { index in
            let base = Self.labels[random.below(Self.labels.count)]
            return index == labelCount - 1 && !base.hasPrefix("xn--") ? base + "\(random.below(400))" : base
        }
        return (labels + [suffixes[random.below(suffixes.count)]]).joined(separator: ".")
    }

    /// Source of four host rules over random lists (a quarter to a half wildcards), then a
    /// path rule and an otherwise.
    static func source(_ random: inout SeededGenerator, hosts: Int) -> (text: String, names: [String]) {
        var names: [String] = []
        var text = "policy \"host-sets\"\n"
        for (rule, action) in ["cancel", "open external", "open in-app", "open popup"].enumerated() {
            var items: [String] = []
            for _ in 0..<(hosts / 4) {
                let name = random.below(10) == 0 && !names.isEmpty ? names[random.below(names.count)] : Self.name(&random)
                names.append(name)
                items.append(random.below(4) < 1 + rule % 2 ? "*." + name : name)
            }
            // A wildcard at each depth of one family: the suffix's label, then one more each.
            if rule == 0 { items += ["*.example", "*.t.example", "*.cdn.t.example", "*.a-b.cdn.t.example"] }
            let list = items.map { "\"\($0)\"" }.joined(separator: ", ")
            text +=
                rule == 3
                ? "when host in [\(list)] and path starts-with \"/p\" then \(action)\n" : "when host in [\(list)] then \(action)\n"
        }
        text += "when path starts-with \"/q\" then cancel\notherwise allow\n"
        return (text, names)
    }

    /// Hosts to decide for one listed name.
    static func hosts(near name: String, _ random: inout SeededGenerator) -> [String] {
        let first = name.split(separator: ".").first.map(String.init) ?? name
        let parent = name.split(separator: ".").dropFirst().joined(separator: ".")
        return [name, "www." + name, "a.b." + name, parent, "bad" + name, name + ".evil.net", Self.name(&random), first + ".example"]
    }

    @Test func tablesAgreeWithTheInterpreterOnLargeLists() throws {
        let seed: UInt64 = 0x4057_D1FF
        var random = SeededGenerator(seed: seed)
        var (decided, lists) = (0, 0)
        for hosts in [12_000, 2_000, 400] {
            let (text, names) = Self.source(&random, hosts: PropertyScale.cases(hosts))
            let run = PolicyPipeline(lints: false).compile(SourceFile(name: "host-sets.navpolicy", text: text))
            guard let compiled = run.value else {
                Issue.record("seed \(seed): does not compile: \(run.diagnostics.prefix(3).map(\.message))")
                return
            }
            let table = try Policy(table: compiled.bytes)
            let policy = compiled.checked.policy
            // The interpreter scans every pattern per request, so the largest list is sampled.
            for name in names where names.count < 1_000 || random.below(names.count / 200) == 0 {
                for host in Self.hosts(near: name, &random) {
                    for path in ["/", "/p1"] {
                        let request = TablePolicies.request("https", host, path, current: nil)
                        let (actual, expected) = (table.decide(request), ReferenceInterpreter.decide(policy, request))
                        #expect(actual == expected, "seed \(seed): \(host)\(path)")
                        decided += 1
                    }
                }
            }
            lists += 1
        }
        print("host sets vs interpreter, seed \(seed), \(PropertyScale.label): \(lists) lists, \(decided) decisions agree")
    }
}
