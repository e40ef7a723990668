import NavPolicy

/// The stage that stopped a `PolicyPipeline` run, and why.
public enum PipelineFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The source has errors (the run's diagnostics say which): it did not check.
    case checkFailed
    /// The source checked, but a diagnostic (an error-severity lint finding, or a warning when
    /// the pipeline fails on warnings) is at or above this failing severity.
    case gated(Severity)
    /// The table compiler refused the checked policy (over a size guard).
    case compilerRefused(TableCompilerError)
    /// The runtime refused the compiled table (a compiler defect: it never should).
    case loadRefused(TableError)

    /// What stopped the run, as a clause.
    public var description: String {
        switch self {
        case .checkFailed: "the policy has errors"
        case .gated(let severity): "the policy has \(severity == .error ? "errors" : "warnings") (lint findings included)"
        case .compilerRefused(let error): error.description
        case .loadRefused(let error): "the compiled table does not load: \(error)"
        }
    }
}
