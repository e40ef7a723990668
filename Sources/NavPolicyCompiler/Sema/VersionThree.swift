/// Interim: the version 3 forms parse and format, and sema refuses them until it checks them.
enum VersionThree {
    /// The error for a version 3 form sema does not check yet.
    static func notYetChecked(_ form: String, at range: SourceRange) -> Diagnostic {
        .error(.unsupportedComparison, "\(form) is not checked yet", at: range)
    }
}
