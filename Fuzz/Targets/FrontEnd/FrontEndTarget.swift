import NavPolicy
@testable import NavPolicyCompiler

/// Fuzz target: policy text (then, after a NUL byte, request lines in the `FuzzRequests` form)
/// through the pipeline: check → compile → load → decide. The front end must never trap;
/// a policy that checks must compile (or be refused as too large) into a table that loads; and
/// the table must decide exactly what the reference interpreter decides, on the fuzzer's
/// requests and on requests aimed at the policy's own string constants. A wrong decision is a
/// finding like a crash.
enum FrontEndTarget {
    static func run(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
        let source = SourceFile(name: "fuzz.navpolicy", bytes: Array(bytes[..<split]))
        // Every stage but the lint, which has property tests of its own and would slow each run.
        let run = PolicyPipeline(lints: false, embedsSource: true).load(source)
        checkPositions(source)
        let checked: CheckedPolicy, policy: Policy
        switch run.product {
        case .success(let compiled):
            FuzzCheck.require(!run.diagnostics.contains { $0.severity == .error }, "a checked policy has errors")
            (checked, policy) = (compiled.checked.policy, compiled.policy)
        case .failure(.checkFailed), .failure(.compilerRefused(.tooLarge)):
            return
        case .failure(.compilerRefused(.invalidNotifyTag(let rule, let tag))):
            FuzzCheck.require(false, "sema let rule \(rule)'s forbidden notify tag '\(tag)' through")
            return
        case .failure(.loadRefused(let error)):
            FuzzCheck.require(false, "the compiled table does not load: \(error)")
            return
        case .failure(.gated):
            FuzzCheck.require(false, "a pipeline failing on errors only refused a policy without errors")
            return
        }
        let requestText = split < bytes.endIndex ? String(decoding: bytes[(split + 1)...], as: UTF8.self) : ""
        let strings = run.syntax.tokens.filter { $0.kind == .string }.map { String($0.text.dropFirst().dropLast()) }
        for request in FuzzRequests.parse(Substring(requestText)) + FuzzRequests.aimed(at: strings) {
            let expected = ReferenceInterpreter.decide(checked, request)
            let actual = FuzzCheck.decideWithinBound(policy, request)
            FuzzCheck.require(actual == expected, "table decides \(actual), the interpreter \(expected), for \(request)")
        }
    }
}

extension FrontEndTarget {
    /// Two ways of finding a line and column must agree: the lexer counts them as it scans and
    /// puts them in its diagnostics; tokens keep only offsets, and `LineIndex` turns an offset
    /// into its position when asked. Every lexical diagnostic's range, and every token's text,
    /// is checked against the other way.
    static func checkPositions(_ source: SourceFile) {
        let (tokens, lexical) = Lexer.tokenize(source)
        let lines = LineIndex(source.bytes)
        for diagnostic in lexical {
            for position in [diagnostic.range.start, diagnostic.range.end] {
                let computed = lines.position(of: position.offset)
                FuzzCheck.require(computed == position, "the lexer put \(diagnostic.code) at \(position), the line index says \(computed)")
            }
        }
        for index in tokens.indices {
            let (start, end) = (tokens.startOffset(at: index), tokens.endOffset(at: index))
            FuzzCheck.require(start <= end && end <= source.bytes.count, "token \(index) spans \(start)..<\(end)")
            FuzzCheck.require(tokens.range(at: index).start == lines.position(of: start), "token \(index)'s range")
        }
    }
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FrontEndTarget.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
