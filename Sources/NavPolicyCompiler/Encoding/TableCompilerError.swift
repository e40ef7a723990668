import NavPolicy

/// Why a checked policy could not be compiled into a table.
public enum TableCompilerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The decision structure would exceed the size guard; the text says what grew.
    case tooLarge(String)
    /// Rule `rule` (1-based) carries a notify tag the language forbids
    /// (`Decision.notifyTagRule`). Sema never lets one through; only a policy built in code can.
    case invalidNotifyTag(rule: Int, tag: String)

    /// What stopped the compiler, as a clause (`the decision table would be too large (…)`):
    /// the one wording every tool prints.
    public var description: String {
        switch self {
        case .tooLarge(let what):
            "the decision table would be too large (\(what))"
        case .invalidNotifyTag(let rule, let tag):
            "rule \(rule)'s notify tag '\(tag)' is invalid: a tag is \(Decision.notifyTagRule)"
        }
    }
}
