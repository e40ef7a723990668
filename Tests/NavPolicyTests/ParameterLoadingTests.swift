import NavPolicy
import NavPolicyTestSupport
import Testing

/// `Policy(table:parameters:)`, `flag(_:)` and their typed errors, on tables crafted byte by byte.
@Suite struct ParameterLoadingTests {
    @Test func aTableWithoutDeclarationsBindsNoParametersAndNoFlags() throws {
        let policy = try Policy(table: CraftedTable().bytes, parameters: [:])
        #expect(policy.parameterKeys.isEmpty)
        #expect(policy.flagNames.isEmpty)
        #expect(throws: ParameterError.undeclaredFlag(name: "call-active", suggestion: nil)) { try policy.flag("call-active") }
        #expect(throws: PolicyLoadError.parameter(.undeclared(key: "servers", suggestion: nil))) {
            try Policy(table: CraftedTable().bytes, parameters: ["servers": ["chat.example"]])
        }
    }

    @Test func aCorruptTableIsATableError() {
        #expect(throws: PolicyLoadError.table(.badMagic)) { try Policy(table: Array("not a table".utf8), parameters: [:]) }
    }

    @Test func errorsSayWhatToFix() {
        #expect(
            ParameterError.missing(key: "servers").description
                == "the policy declares parameter 'servers', which was not given; pass its items as parameters[\"servers\"] (an empty list is allowed)"
        )
        #expect(
            ParameterError.undeclared(key: "srvers", suggestion: "servers").description
                == "the policy declares no parameter 'srvers' (did you mean 'servers'?)")
        #expect(
            ParameterError.undeclaredFlag(name: "cal-active", suggestion: nil).description == "the policy declares no flag 'cal-active'")
        #expect(
            ParameterError.invalidItem(key: "ports", item: "70000", reason: "a port is at most 65535").description
                == "parameter 'ports': item '70000' is not valid: a port is at most 65535")
        #expect(PolicyLoadError.table(.truncated).description == "the table is truncated")
        #expect(
            TableError.parametersRequired(keys: ["servers", "paths"]).description
                == "the policy declares parameters ('servers', 'paths'); load it with Policy(table:parameters:) and give their items")
    }

    @Test func storeKeepsItsPolicyWhenParametersDoNotFit() throws {
        let store = PolicyStore(try Policy(table: CraftedTable().bytes))
        #expect(throws: PolicyLoadError.parameter(.undeclared(key: "x", suggestion: nil))) {
            try store.replace(withTable: CraftedTable().bytes, parameters: ["x": []])
        }
        #expect(try store.replace(withTable: CraftedTable().bytes, parameters: [:]).parameterKeys.isEmpty)
    }
}
