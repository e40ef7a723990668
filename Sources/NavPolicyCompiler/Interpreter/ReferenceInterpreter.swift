import NavPolicy

/// The semantic oracle: evaluates a checked policy directly, first match wins.
public enum ReferenceInterpreter {
    /// Decides one request.
    public static func decide(_ policy: CheckedPolicy, _ request: NavigationRequest) -> Decision {
        // Placeholder; replaced by the interpreter.
        .implicitDefault
    }
}
