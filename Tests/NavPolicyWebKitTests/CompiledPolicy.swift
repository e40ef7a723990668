import NavPolicy
import NavPolicyCompiler

/// Compiles policy text for a test; a policy that does not compile fails the test.
enum CompiledPolicy {
    struct NotCompiled: Error, CustomStringConvertible {
        let description: String
    }

    static func table(_ text: String) throws -> [UInt8] {
        let checked = FrontEnd.check(SourceFile(name: "test.navpolicy", bytes: Array(text.utf8)))
        guard let policy = checked.policy else {
            throw NotCompiled(description: checked.diagnostics.map(\.message).joined(separator: "; "))
        }
        return try TableCompiler.compile(policy).get()
    }

    static func policy(_ text: String) throws -> Policy {
        try Policy(table: table(text))
    }
}
