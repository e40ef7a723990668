import NavPolicy
import Testing

@testable import NavPolicyCompiler

/// What the table compiler writes beside the decisions: a rule's notify tag, carried into the
/// table's decision, and the format version, which a reader of another version refuses.
struct TableCompilerTests {
    /// A notify tag travels from the source through the table into the decision.
    @Test func notifyTagReachesTheTableDecision() throws {
        let source = """
            when url matches "com.example.app:/oauth/*" then cancel and notify "oauth-callback"
            otherwise allow
            """
        let compiled = try PolicyPipeline(lints: false).load(SourceFile(name: "t.navpolicy", text: source)).product.get()
        let (policy, table) = (compiled.checked.policy, compiled.policy)
        let request = try NavigationRequest(url: "com.example.app:/oauth/x", current: nil)
        #expect(table.decide(request) == Decision(action: .cancel, rule: 1, line: 1, notify: "oauth-callback"))
        #expect(table.decide(request) == ReferenceInterpreter.decide(policy, request))
        let other = try NavigationRequest(url: "https://a.example/", current: nil)
        #expect(table.decide(other).notify == nil)
    }

    /// A table of another format version is rejected with the version in the error.
    @Test func oldTableVersionIsRejected() throws {
        var bytes = try PolicyPipeline(lints: false).compile(SourceFile(name: "t.navpolicy", text: "otherwise allow")).product.get().bytes
        bytes[4] = 1
        bytes[5] = 0
        #expect(throws: TableError.unsupportedVersion(1)) { try Policy(table: bytes) }
        #expect("\(TableError.unsupportedVersion(1))".contains("version 1"))
    }
}
