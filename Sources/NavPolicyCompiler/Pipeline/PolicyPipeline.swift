import NavPolicy

/// The one way from policy source text to a runtime `Policy`: check (lex, parse, resolve) →
/// lint → compile into table bytes → load, with the policy's parameters bound.
///
/// Every stage takes the previous stage's `PipelineRun` and works on its product, which exists
/// only when the run has not failed: a source with errors has no `CheckedSource`, so nothing can
/// lint, compile or load it, and a lint finding at or above `failingSeverity` stops the run
/// before the compiler sees it. `compile(_:)` and `load(_:)` run every stage in sequence; a tool
/// that needs a stage's result on its own (the language server lints later than it checks, the
/// benchmarks time each stage) calls the stages one by one. Every client goes through this
/// type: it is the only caller of the front end, the linter and the table compiler, and
/// `load(table:parameters:)` is how each loads a table, compiled here or read from a file.
public struct PolicyPipeline: Sendable {
    /// How list files (`let NAME = file "path"`) are read; by default none can be.
    package var listFiles: ListFileReader
    /// At most this many errors are kept, the first ones in source order (the rest counted in
    /// `PipelineRun.omittedErrors`); nil keeps every error.
    package var errorLimit: Int?
    /// Whether `compile(_:)` and `load(_:)` lint before compiling (`diagnose(_:)` always does).
    package var lints: Bool
    /// Diagnostics at or above this severity stop the run after the stage that found them
    /// (errors always stop it; `.warning` is `--strict`).
    package var failingSeverity: Severity
    /// Whether compiled tables embed the source, with list files inlined, for tools reading the
    /// table (`navpolicy eval --explain`).
    package var embedsSource: Bool
    /// How independent stages' work may share the machine's cores (the lint's source-only rules
    /// beside the lowering and the analysis); by default one after the other.
    public var parallel: ParallelWork = .sequential

    /// A pipeline with the given options; the defaults read no list files (nil: every
    /// `let NAME = file "path"` is an error), keep every error, lint, stop on errors only and
    /// embed no source.
    public init(
        listFiles: ListFileReader? = nil, errorLimit: Int? = nil, lints: Bool = true,
        failingSeverity: Severity = .error, embedsSource: Bool = false
    ) {
        self.listFiles = listFiles ?? .unavailable
        self.errorLimit = errorLimit
        self.lints = lints
        self.failingSeverity = failingSeverity
        self.embedsSource = embedsSource
    }

    // MARK: Every stage in sequence

    /// Checks and lints a source: what `navpolicy check` reports. The product is the checked
    /// source when nothing is at or above `failingSeverity`.
    package func diagnose(_ source: SourceFile) -> PipelineRun<CheckedSource> {
        lint(check(source)).gated(at: failingSeverity)
    }

    /// Checks, lints (when `lints`) and compiles a source into table bytes.
    public func compile(_ source: SourceFile) -> PipelineRun<CompiledTable> {
        compile(afterCheck: check(source))
    }

    /// Checks, lints (when `lints`), compiles and loads a source as an app loads its table,
    /// with `parameters` bound.
    public func load(_ source: SourceFile, parameters: PolicyParameters = .none) -> PipelineRun<CompiledPolicy> {
        load(compile(source), parameters: parameters)
    }

    /// Lints a policy built in code (tests): the lint stage of `run(from:)`.
    package func lint(_ policy: CheckedPolicy) -> PipelineRun<CheckedSource> {
        lint(run(from: CheckedSource(built: policy)))
    }

    /// Lints (when `lints`) and compiles a policy built in code (tests, benchmarks).
    package func compile(_ policy: CheckedPolicy) -> PipelineRun<CompiledTable> {
        compile(afterCheck: run(from: CheckedSource(built: policy)))
    }

    /// Lints (when `lints`), compiles and loads a policy built in code, with `parameters` bound.
    package func load(_ policy: CheckedPolicy, parameters: PolicyParameters = .none) -> PipelineRun<CompiledPolicy> {
        load(compile(policy), parameters: parameters)
    }

    private func compile(afterCheck run: PipelineRun<CheckedSource>) -> PipelineRun<CompiledTable> {
        guard lints else { return compile(run) }
        guard parallel.runsSideBySide, case .success(let checked) = run.product else { return compile(lint(run)) }
        // With a second core, the table is encoded beside the semantic lint rules from the
        // rules they analyse; the gate still decides, and discards it when a finding fails the run.
        let table = EncodedTable()
        let linted = lint(run, exampleLimit: 0) { rules in table.bytes = encode(checked, rules: rules) }
        return compile(linted, encoded: table.bytes)
    }

    // MARK: One stage at a time

    /// Stage 1: lexes, parses and checks a source (reading its list files). The product is the
    /// checked source when there is no error, kept or omitted.
    public func check(_ source: SourceFile) -> PipelineRun<CheckedSource> {
        let result = FrontEnd.check(source, listFiles: listFiles, errorLimit: errorLimit)
        let product: Result<CheckedSource, PipelineFailure>
        if let policy = result.policy, result.omittedErrors == 0, !result.diagnostics.contains(where: { $0.severity == .error }) {
            product = .success(CheckedSource(source: source, syntax: result.syntax, policy: policy, listFiles: result.listFiles))
        } else {
            product = .failure(.checkFailed)
        }
        return PipelineRun(
            syntax: result.syntax, diagnostics: result.diagnostics, listFiles: result.listFiles,
            omittedErrors: result.omittedErrors, product: product)
    }

    /// A run that starts after the check stage, for a source built in code
    /// (`CheckedSource(built:)`): its product is `checked`, with no diagnostics yet.
    package func run(from checked: CheckedSource) -> PipelineRun<CheckedSource> {
        PipelineRun(syntax: checked.syntax, diagnostics: [], listFiles: checked.listFiles, omittedErrors: 0, product: .success(checked))
    }

    /// Stage 2: adds the lint findings of the run's checked source (notes included) to its
    /// diagnostics. The run goes on: the next stage refuses a finding at or above
    /// `failingSeverity`.
    public func lint(_ run: PipelineRun<CheckedSource>) -> PipelineRun<CheckedSource> {
        lint(run, exampleLimit: 0)
    }

    /// `lint(_:)`, finding an example request for each of the first `exampleLimit` rules from
    /// the same analysis (the language server's hover). Stops early, with partial findings,
    /// when the calling task is cancelled.
    package func lint(_ run: PipelineRun<CheckedSource>, exampleLimit: Int) -> PipelineRun<CheckedSource> {
        lint(run, exampleLimit: exampleLimit, alongside: { _ in })
    }

    /// `lint(_:exampleLimit:)`, running `alongside` on the rules it lowers beside its semantic
    /// rules (`Linter.report`).
    private func lint(
        _ run: PipelineRun<CheckedSource>, exampleLimit: Int, alongside: @escaping @Sendable (LoweredRules) -> Void
    ) -> PipelineRun<CheckedSource> {
        guard case .success(let checked) = run.product else { return run }
        // Lowered once for the analysis and kept for the compile stage.
        let report = Linter.report(
            checked.policy, syntax: checked.syntax, exampleLimit: exampleLimit, rules: run.loweredRules,
            parallel: parallel, alongside: alongside)
        var linted = run
        linted.diagnostics = (run.diagnostics + report.findings).sorted(by: Diagnostic.isInSourceOrder)
        linted.lintFindings = report.findings
        linted.ruleExamples = report.examples
        linted.loweredRules = report.rules
        return linted
    }

    /// Stage 3: compiles the run's checked source into table bytes, embedding the source when
    /// `embedsSource`, from the rules the lint stage lowered when it ran. A diagnostic at or
    /// above `failingSeverity` (a lint finding, say) or a policy over the table's size guards
    /// fails the run.
    public func compile(_ run: PipelineRun<CheckedSource>) -> PipelineRun<CompiledTable> {
        compile(run, encoded: nil)
    }

    /// Stage 3 with the table already `encoded` from the run's rules (nil: encode it here).
    private func compile(_ run: PipelineRun<CheckedSource>, encoded: Result<[UInt8], TableCompilerError>?) -> PipelineRun<CompiledTable> {
        let rules = run.loweredRules
        return run.gated(at: failingSeverity).then { checked in
            (encoded ?? encode(checked, rules: rules))
                .map { CompiledTable(checked: checked, bytes: $0) }
                .mapError { .compilerRefused($0) }
        }
    }

    /// The table bytes of a checked source (with the source embedded when `embedsSource`),
    /// from its rules already lowered when given.
    private func encode(_ checked: CheckedSource, rules: LoweredRules?) -> Result<[UInt8], TableCompilerError> {
        let text = embedsSource ? ListFileInliner.inlined(checked.source, syntax: checked.syntax, listFiles: checked.listFiles) : nil
        return TableCompiler.compile(checked.policy, sourceText: text, rules: rules)
    }

    /// Stage 4: loads the run's table as an app loads it, with `parameters` bound
    /// (`load(tableBytes:parameters:)`).
    public func load(_ run: PipelineRun<CompiledTable>, parameters: PolicyParameters = .none) -> PipelineRun<CompiledPolicy> {
        run.then { table in
            Self.load(tableBytes: TableBytes(copying: table.bytes), parameters: parameters)
                .map { CompiledPolicy(checked: table.checked, table: table.bytes, policy: $0) }
        }
    }

    /// Stage 4 on a table read from a file: loads and validates it and binds its parameters,
    /// as `Policy(table:parameters:)` does.
    public static func load(table: [UInt8], parameters: PolicyParameters) -> Result<Policy, PipelineFailure> {
        load(tableBytes: TableBytes(copying: table), parameters: parameters)
    }

    /// Stage 4 on table bytes held as they are, owned or mapped: a table the runtime refuses
    /// fails as `loadRefused`, parameters that do not fit it as `bindingRefused`.
    package static func load(tableBytes table: TableBytes, parameters: PolicyParameters) -> Result<Policy, PipelineFailure> {
        do throws(PolicyLoadError) {
            return .success(try Policy(tableBytes: table, parameters: parameters.items, missingBoundEmpty: parameters.bindsMissingEmpty))
        } catch {
            switch error {
            case .table(let error): return .failure(.loadRefused(error))
            case .parameter(let error): return .failure(.bindingRefused(error))
            }
        }
    }
}

/// A table encoded on the lint's second thread, written there once and read after the join.
private final class EncodedTable: @unchecked Sendable {
    var bytes: Result<[UInt8], TableCompilerError>?
}
