/// What the stages of a `PolicyPipeline` run found and made: every diagnostic so far, and the
/// last stage's product or why the run stopped.
public struct PipelineRun<Product: Sendable>: Sendable {
    /// The parsed source (always present, possibly with `.missing` parts).
    package let syntax: PolicySyntax
    /// Every diagnostic the stages found (the front end's, then the lint findings), in source
    /// order (`Diagnostic.isInSourceOrder`): those inside list files after the policy's own.
    public internal(set) var diagnostics: [Diagnostic]
    /// The list files the source read, which some diagnostics point into.
    public let listFiles: [ListFile]
    /// Errors past the pipeline's error limit: counted, not kept.
    public let omittedErrors: Int
    /// The lint findings alone (empty before the lint stage).
    package internal(set) var lintFindings: [Diagnostic] = []
    /// For rules (0-based index) the lint stage found an example for: one request the rule
    /// decides, described as a finding's note describes it.
    package internal(set) var ruleExamples: [Int: String] = [:]
    /// The product policy's rules as the lint stage lowered them, which the compile stage
    /// reuses (nil before the lint stage).
    var loweredRules: LoweredRules?
    /// What the last stage made, or the stage that stopped the run.
    public internal(set) var product: Result<Product, PipelineFailure>

    init(
        syntax: PolicySyntax, diagnostics: [Diagnostic], listFiles: [ListFile], omittedErrors: Int,
        product: Result<Product, PipelineFailure>
    ) {
        self.syntax = syntax
        self.diagnostics = diagnostics
        self.listFiles = listFiles
        self.omittedErrors = omittedErrors
        self.product = product
    }

    /// Whether some diagnostic is at or above `severity` (an omitted one is an error).
    package func hasDiagnostics(atOrAbove severity: Severity) -> Bool {
        (omittedErrors > 0 && severity <= .error) || diagnostics.contains { $0.severity >= severity }
    }

    /// The product, nil when the run failed.
    package var value: Product? { try? product.get() }

    /// The run with its product failed as `gated(severity)` when a diagnostic is at or above
    /// `severity` (a failure stays as it is).
    func gated(at severity: Severity) -> PipelineRun {
        guard case .success = product, hasDiagnostics(atOrAbove: severity) else { return self }
        var failed = self
        failed.product = .failure(.gated(severity))
        return failed
    }

    /// The same run with the next stage's product: `stage` applied to this product, or this
    /// failure.
    func then<Next>(_ stage: (Product) -> Result<Next, PipelineFailure>) -> PipelineRun<Next> {
        var next = PipelineRun<Next>(
            syntax: syntax, diagnostics: diagnostics, listFiles: listFiles, omittedErrors: omittedErrors,
            product: product.flatMap(stage))
        next.lintFindings = lintFindings
        next.ruleExamples = ruleExamples
        next.loweredRules = loweredRules
        return next
    }
}

extension PipelineRun where Product == CheckedSource {
    /// The checked policy, nil when the run failed.
    package var policy: CheckedPolicy? { value?.policy }
}
