/// A command line that cannot be run as written; printed with the command's usage, exit 2.
struct UsageError: Error, Sendable {
    /// What is wrong, lowercase, user text in single quotes.
    let message: String

    /// A usage error with the given message.
    init(_ message: String) { self.message = message }
}
