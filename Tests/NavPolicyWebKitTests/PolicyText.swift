import NavPolicy
import NavPolicyCompiler

/// Policy text for a test through the compiler's pipeline; a policy that does not compile fails
/// the test.
enum PolicyText {
    struct NotCompiled: Error, CustomStringConvertible {
        let description: String
    }

    /// The text checked, compiled and loaded (no lint).
    static func compiled(_ text: String) throws -> CompiledPolicy {
        let run = PolicyPipeline(lints: false).load(SourceFile(name: "test.navpolicy", text: text))
        guard let compiled = run.value else {
            throw NotCompiled(description: "\(run.product) " + run.diagnostics.map(\.message).joined(separator: "; "))
        }
        return compiled
    }

    /// The compiled table of the text.
    static func table(_ text: String) throws -> [UInt8] {
        try compiled(text).table
    }

    /// The runtime policy of the text.
    static func policy(_ text: String) throws -> Policy {
        try compiled(text).policy
    }
}
