/// What formatting one source gives: the canonical text, or the diagnostics explaining why
/// there is none.
public struct FormatResult: Sendable {
    /// The canonical text; nil when the source does not parse or the soundness check failed
    /// (then nothing may be written).
    public var formatted: String?
    /// Parse errors, or the internal error of a failed soundness check.
    public var diagnostics: [Diagnostic]
    /// Whether the source bytes already are the canonical text.
    package var isAlreadyFormatted: Bool
    /// Parse errors past the error limit: counted, not kept (0 without a limit).
    package var omittedErrors: Int

    /// A result with the given parts.
    package init(formatted: String?, diagnostics: [Diagnostic], isAlreadyFormatted: Bool, omittedErrors: Int = 0) {
        self.formatted = formatted
        self.diagnostics = diagnostics
        self.isAlreadyFormatted = isAlreadyFormatted
        self.omittedErrors = omittedErrors
    }
}
