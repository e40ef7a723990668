import NavPolicy
import NavPolicyTestSupport
import Testing

/// The reader's messages for counts past a limit say which limit (issue 43): a host chain one
/// deeper than `maxHostDepth` said "chain 127 has depth 128, not 128", and 2³² − 1 rules said
/// "rule numbers start after 0".
struct TableMessageTests {
    @Test func aChainPastTheDepthLimitNamesTheLimit() {
        let keys = (0..<128).map { CraftedHostSet.Key("k\($0)", exactClass: 1) }
        var set = CraftedHostSet(keys)
        // Chain i under chain i - 1 (parents are stored plus one), each one deeper.
        set.chains = (0..<128).flatMap { [$0, 0, $0 + 1] }
        var table = CraftedTable()
        table.hosts = [2, 0, 0] + set.words
        #expect(throws: TableError.malformed("hosts: chain 127 has depth 128, more than \(TableFormat.maxHostDepth)")) {
            try Policy(table: table.bytes)
        }
    }

    @Test func tooManyRulesNameTheLimit() {
        var table = CraftedTable()
        table.rules[0] = Int(UInt32.max)
        #expect(throws: TableError.malformed("rules: 4294967295 rules, more than \(TableFormat.maxRuleNumber)")) {
            try Policy(table: table.bytes)
        }
    }
}
