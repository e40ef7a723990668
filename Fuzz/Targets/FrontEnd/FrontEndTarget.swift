import NavPolicy

@testable import NavPolicyCompiler

/// Fuzz target: policy text (then, after a NUL byte, request lines in the `FuzzRequests` form)
/// through the pipeline: check → compile → load → decide. The front end must never trap;
/// a policy that checks must compile (or be refused as too large) into a table that loads; and
/// the table must decide exactly what the reference interpreter decides, on the fuzzer's
/// requests and on requests aimed at the policy's own string constants. A wrong decision is a
/// finding like a crash.
///
/// Version 3: a policy's parameters are bound to the policy's own strings that are valid items
/// of their kinds (with a `*.` wildcard beside each host), the same binding for the table and
/// the interpreter, and every request is decided with no flags, every flag, and a selection.
enum FrontEndTarget {
    static func run(_ input: [UInt8]) {
        let bytes = GeneratedPolicy.expanded(input)
        let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
        let source = SourceFile(name: "fuzz.navpolicy", bytes: Array(bytes[..<split]))
        // Every stage but the lint, which has property tests of its own and would slow each run.
        let pipeline = PolicyPipeline(lints: false, embedsSource: true)
        let run = pipeline.compile(source)
        checkPositions(source)
        let checked: CheckedPolicy
        switch run.product {
        case .success(let compiled):
            FuzzCheck.require(!run.diagnostics.contains { $0.severity == .error }, "a checked policy has errors")
            checked = compiled.checked.policy
        case .failure(.checkFailed), .failure(.compilerRefused(.tooLarge)):
            return
        case .failure(.compilerRefused(.invalidNotifyTag(let rule, let tag))):
            FuzzCheck.require(false, "sema let rule \(rule)'s forbidden notify tag '\(tag)' through")
            return
        case .failure(let failure):
            FuzzCheck.require(false, "compiling a policy without errors failed: \(failure)")
            return
        }
        let strings = run.syntax.tokens.filter { $0.kind == .string }.map { String($0.text.dropFirst().dropLast()) }
        let parameters = binding(for: checked, from: strings)
        let policy: Policy
        let oracle: ReferenceInterpreter
        do {
            policy = try pipeline.load(run, parameters: PolicyParameters(given: parameters)).product.get().policy
            oracle = try ReferenceInterpreter(policy: checked, parameters: parameters)
        } catch {
            FuzzCheck.require(false, "the compiled table does not load with a valid binding: \(error)")
            return
        }
        let requestText = split < bytes.endIndex ? String(decoding: bytes[(split + 1)...], as: UTF8.self) : ""
        let every = PolicyFlags(checked.flags.indices.compactMap { PolicyFlag(index: $0) })
        for (index, request) in (FuzzRequests.parse(Substring(requestText)) + FuzzRequests.aimed(at: strings)).enumerated() {
            let some = PolicyFlags(checked.flags.indices.filter { ($0 + index) % 2 == 0 }.compactMap { PolicyFlag(index: $0) })
            for flags in checked.flags.isEmpty ? [PolicyFlags()] : [PolicyFlags(), every, some] {
                let flagged = NavigationRequest(
                    url: request.url, current: request.current, target: request.target,
                    navigation: request.navigation, view: request.view, flags: flags)
                let expected = oracle.decide(flagged)
                let actual = FuzzCheck.decideWithinBound(policy, flagged)
                FuzzCheck.require(actual == expected, "table decides \(actual), the interpreter \(expected), for \(flagged)")
            }
            // The same URL as a response: the response part against the interpreter's section,
            // with statuses and types the policy's strings and the edges give.
            let status: Int? = [nil, 200, 404, 500, 599][index % 5]
            let type = ([nil, "text/html", "Application/PDF; charset=x"] + strings.filter { $0.contains("/") })[
                index % (3 + strings.filter { $0.contains("/") }.count)]
            let response = NavigationResponse(
                url: request.url, status: status, type: type, attachment: index % 2 == 1, displayable: index % 3 != 2,
                isMainFrame: request.target != .subframe, view: request.view, flags: index % 2 == 0 ? every : PolicyFlags())
            let expected = oracle.decide(response)
            let actual = FuzzCheck.decideWithinBound(policy, response)
            FuzzCheck.require(actual == expected, "table decides \(actual), the interpreter \(expected), for \(response)")
        }
    }

    /// Items for each parameter: the policy's strings valid for its kind, and a `*.` wildcard
    /// of each valid host.
    static func binding(for policy: CheckedPolicy, from strings: [String]) -> [String: [String]] {
        var parameters: [String: [String]] = [:]
        for parameter in policy.parameters {
            let candidates = parameter.kind == .hostPatterns ? strings + strings.map { "*." + $0 } : strings
            parameters[parameter.key] = candidates.prefix(64).filter { InterpreterParameters.accepts($0, kind: parameter.kind) }
        }
        return parameters
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
