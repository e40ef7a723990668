@testable import NavPolicyCompiler

/// Fuzz target: text through the formatter. Formatting must never trap or trip its own
/// soundness guard (`formatInternalError`); formatted text must parse without errors, format
/// to itself (idempotent), and mean what the input meant (both check to the same meaning, or
/// both fail to check).
enum FormatterTarget {
    static func run(_ input: [UInt8]) {
        let source = SourceFile(name: "fuzz.navpolicy", bytes: GeneratedPolicy.expanded(input))
        let result = CanonicalFormatter.format(source)
        FuzzCheck.require(
            !result.diagnostics.contains { $0.code == .formatInternalError },
            "the formatter's soundness guard tripped: \(result.diagnostics)")
        guard let formatted = result.formatted else { return }
        let again = CanonicalFormatter.format(SourceFile(name: "fuzz.navpolicy", text: formatted))
        FuzzCheck.require(
            again.formatted == formatted && again.isAlreadyFormatted,
            "formatting is not idempotent:\n\(formatted)\n---\n\(again.formatted ?? "nil")")
        let formattedSource = SourceFile(name: "fuzz.navpolicy", text: formatted)
        FuzzCheck.require(
            !Parser.parse(formattedSource).1.contains { $0.severity == .error }, "formatted text does not parse:\n\(formatted)")
        let before = PolicyPipeline().check(source).value
        let after = PolicyPipeline().check(formattedSource).value
        FuzzCheck.require(before?.policy.meaning == after?.policy.meaning, "formatting changed the meaning:\n\(formatted)")
    }
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FormatterTarget.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
