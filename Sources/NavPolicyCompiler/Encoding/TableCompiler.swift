import NavPolicy

/// Why a checked policy could not be compiled into a table.
public enum TableCompilerError: Error, Sendable, Hashable {
    /// The decision structure would exceed the size guard; the text says what grew.
    case tooLarge(String)
}

/// Lowers, optimizes and encodes a checked policy into table bytes that `Policy(table:)` loads.
public enum TableCompiler {
    /// Compiles a checked policy into a binary decision table.
    public static func compile(_ policy: CheckedPolicy) -> Result<[UInt8], TableCompilerError> {
        // Placeholder; replaced by the compiler back end.
        .failure(.tooLarge("not implemented"))
    }
}
