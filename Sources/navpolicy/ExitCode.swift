/// The process exit codes of CLI.md. Also thrown by a step that has already reported why
/// the command stops (`throws(ExitCode)`).
enum ExitCode: Int32, Error, Sendable, Comparable {
    /// Success.
    case success = 0
    /// The input has errors (or warnings with `--strict`), or a batch line failed.
    case failure = 1
    /// Usage error, unreadable file, corrupt table.
    case usageOrEnvironment = 2

    static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
