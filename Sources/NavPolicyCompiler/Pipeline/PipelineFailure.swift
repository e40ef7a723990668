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
    /// The runtime refused the table (for a table this compiler just made, a compiler defect:
    /// it never should).
    case loadRefused(TableError)
    /// The table loaded, and the parameters given do not fit its declarations: a declared key
    /// missing, an undeclared key, or an item invalid for its parameter.
    case bindingRefused(ParameterError)

    /// What stopped the run, as a clause.
    public var description: String {
        switch self {
        case .checkFailed: "the policy has errors"
        case .gated(let severity): "the policy has \(severity == .error ? "errors" : "warnings") (lint findings included)"
        case .compilerRefused(let error): error.description
        case .loadRefused(let error): "the compiled table does not load: \(error)"
        case .bindingRefused(let error): "the parameters do not bind: \(error)"
        }
    }
}
