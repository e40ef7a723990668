import NavPolicyTestSupport
import Testing

@testable import NavPolicyCompiler

/// The rules lowered once per pipeline run (`LoweredRules`): the table compiled from them is the
/// table compiled from scratch, and the lint's copy with its probes added has the partition a
/// fresh lowering of rules and probes has, host classes included, whether it reuses the rules'
/// host classes (probes test no host) or must not (an added condition tests a host).
struct LoweredRulesTests {
    @Test func sharedLoweringChangesNoTable() throws {
        var generator = RandomPolicyGenerator(seed: 0x10E5)
        for _ in 0..<PropertyScale.cases(100) {
            let policy = generator.policy()
            let shared = TableCompiler.compile(policy, rules: LoweredRules(policy))
            #expect(try shared.get() == TableCompiler.compile(policy).get(), "seed 0x10E5")
        }
    }

    @Test func pipelineCompilesTheSameBytesWithAndWithoutTheLint() throws {
        let source = SourceFile(
            name: "hosts.navpolicy",
            text: """
                when scheme is "file" then cancel
                when host in ["*.ads.example", "tracker.example.net", "*.co.uk", "a.ads.example"] then cancel
                when current host in ["*.example.org"] and navigation is link then open in-app
                otherwise allow
                """)
        let linted = PolicyPipeline().compile(source)
        let unlinted = PolicyPipeline(lints: false).compile(source)
        #expect(!linted.lintFindings.isEmpty)
        #expect(try linted.product.get().bytes == unlinted.product.get().bytes)
    }

    @Test(arguments: [false, true]) func extendedPartitionIsAFreshOne(addsHost: Bool) {
        var generator = RandomPolicyGenerator(seed: addsHost ? 0xA11 : 0xA12)
        let host = Condition.atom(.host([HostPattern(domain: "new.example.com", includesSubdomains: true)]))
        for _ in 0..<PropertyScale.cases(100) {
            let policy = generator.policy()
            let added = LintProbe.allCases.map(\.condition) + (addsHost ? [host] : [])
            let (lowering, partition) = LoweredRules(policy).adding(added)
            let fresh = PolicyPartition(PolicyLowering(conditions: policy.rules.map(\.condition) + added))
            #expect(lowering.ruleConditions.count == policy.rules.count + added.count)
            #expect(partition.hostKeys == fresh.hostKeys)
            #expect(partition.hostNoneClass == fresh.hostNoneClass && partition.hostUnmatchedClass == fresh.hostUnmatchedClass)
            #expect(partition.schemeKeys == fresh.schemeKeys)
            for field in lowering.fields {
                #expect(partition.trueAtoms(of: field) == fresh.trueAtoms(of: field), "\(field)")
            }
        }
    }
}
